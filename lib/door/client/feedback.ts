// Yes and no at the door are heard and felt as well as seen: two rising tones and a short buzz
// for yes, one low tone and a long double buzz for no. The audio context is made on the first
// scan (a browser lets a page play sound only after the person has touched it).

let audio: AudioContext | undefined;

function tone(context: AudioContext, frequency: number, start: number, seconds: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  // a short fade in and out, so the tone starts and stops without a click
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.02);
}

/** Plays the answer's sound and vibration; a device without either stays silent. */
export function signal(yes: boolean): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
    const now = audio.currentTime;
    if (yes) {
      tone(audio, 880, now, 0.12);
      tone(audio, 1320, now + 0.14, 0.16);
    } else {
      tone(audio, 220, now, 0.5);
    }
  } catch {
    // no audio on this device
  }
  if (typeof navigator.vibrate === "function") navigator.vibrate(yes ? 80 : [300, 100, 300]);
}
