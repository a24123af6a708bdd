import type { Metadata } from "next";
import { FACTS } from "@/lib/festival";
import { FOUNDATION_NAME } from "@/lib/site";

export const metadata: Metadata = {
  title: "About Us",
  description:
    "Founded March 1, 2018, the Mahrajan Arts Foundation presents, showcases and celebrates Arabic music, art and culture in Canada.",
  alternates: { canonical: "/about" },
  openGraph: { title: "About the Mahrajan Arts Foundation", url: "/about" },
};

const SECTIONS = [
  {
    title: "Established",
    body: `${FOUNDATION_NAME} was founded on ${FACTS.founded} as a non-profit organisation serving southern Ontario and the Greater Toronto Area.`,
  },
  {
    title: "Mission Statement",
    body: "To present, showcase and celebrate Arabic music, art and culture in Canada.",
  },
  {
    title: "Vision",
    body: "A Canada where Arabic arts are part of every community's cultural life: heard on its stages, seen in its galleries and shared at its festivals.",
  },
  {
    title: "Mandate",
    body: "We produce accessible, family-friendly festivals and concerts, give Arab-Canadian artists and businesses a stage and a market, and build bridges between communities through culture.",
  },
  {
    title: "Core Work",
    body: `Our signature events are a three-day summer festival with ${FACTS.summerAttendees} attendees a year and a winter festival with ${FACTS.winterAttendees} attendees a year. So far we have produced ${FACTS.summerFestivals} summer and ${FACTS.winterFestivals} winter festivals.`,
  },
  {
    title: "Sector Profile",
    body: "We work in the arts and culture sector alongside musicians, dance troupes, visual artists, artisans, food vendors, sponsors and volunteers, with the support of municipal partners and cultural funders.",
  },
];

export default function AboutPage() {
  return (
    <div className="page">
      <h1 className="text-4xl font-bold">About Us</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">
        The people behind the festivals: a non-profit foundation celebrating Arabic music, art,
        dance and culture in southern Ontario.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {SECTIONS.map((s) => (
          <section
            key={s.title}
            className="card p-6"
            aria-labelledby={`about-${s.title.replace(" ", "-")}`}
          >
            <h2
              id={`about-${s.title.replace(" ", "-")}`}
              className="text-2xl font-bold text-crimson"
            >
              {s.title}
            </h2>
            <p className="mt-3 text-ink-soft">{s.body}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
