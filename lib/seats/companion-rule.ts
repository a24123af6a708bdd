import { aislesOf, besideEachOther } from "./hall";
import type { SeatOnMap } from "./seat-shapes";

// Wheelchair spaces and companion seats are sold together: a companion seat only with a
// wheelchair space beside it in the same order, and a wheelchair space with its companion seat
// when one beside it is free. The seat picker chooses them that way (`pressSeat`, `seatOffers` in
// ./hall.ts); the checkout holds a choice to the same rule, so no other client can break it.
// Client-safe and pure.

/** A seat as the rule reads it. */
export type KindedSeat = Pick<
  SeatOnMap,
  "seatId" | "seatRow" | "seatColumn" | "seatKind" | "seatStatus" | "aisleAfter"
>;

/** How a choice breaks the rule, naming the seat at fault (and the companion seat left out). */
export type CompanionBreach =
  | { rule: "companionAlone"; seat: KindedSeat }
  | { rule: "spaceWithoutCompanion"; seat: KindedSeat; companion: KindedSeat };

/**
 * Where `chosen` breaks the rule among `hall` (the chosen seats and the wheelchair spaces and
 * companion seats of their rows, with their statuses now), or null when it keeps it. A companion
 * seat chosen without a wheelchair space beside it is refused; a wheelchair space chosen without
 * any of its companion seats, while one of them is free, too. A space whose companion seats are
 * all taken is sold alone.
 */
export function companionBreach(
  hall: readonly KindedSeat[],
  chosen: ReadonlySet<number>,
): CompanionBreach | null {
  const aisles = aislesOf(hall);
  const beside = (seat: KindedSeat, kind: KindedSeat["seatKind"]) =>
    hall.filter(
      (s) =>
        s.seatKind === kind &&
        s.seatRow === seat.seatRow &&
        besideEachOther(s.seatColumn, seat.seatColumn, aisles),
    );
  const picked = hall
    .filter((s) => chosen.has(s.seatId))
    .sort((a, b) => a.seatRow - b.seatRow || a.seatColumn - b.seatColumn);
  for (const seat of picked) {
    if (seat.seatKind === "COMPANION") {
      if (!beside(seat, "WHEELCHAIR").some((space) => chosen.has(space.seatId)))
        return { rule: "companionAlone", seat };
    } else if (seat.seatKind === "WHEELCHAIR") {
      const companions = beside(seat, "COMPANION");
      const free = companions.find((c) => c.seatStatus === "AVAILABLE");
      if (free && !companions.some((c) => chosen.has(c.seatId)))
        return { rule: "spaceWithoutCompanion", seat, companion: free };
    }
  }
  return null;
}
