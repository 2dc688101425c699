// Whether each sport's main market has a draw, by sport id: the one fact of sports.ts the
// browser's bet slip needs (its max gain), kept apart so that every page does not ship the
// whole sports table (issue 15's JS budget). three-way.test.ts keeps it equal to sports.ts.

export const THREE_WAY_BY_SPORT: ReadonlyMap<number, boolean> = new Map([
  [1, true], // Soccer
  [17, true], // Ice Hockey
  [13, false], // Tennis
  [18, false], // Basketball
  [78, true], // Handball
  [91, false], // Volleyball
  [15, false], // Darts
  [27, false], // Motorsport
  [10, false], // Formula 1
  [24, false], // Bikes
  [16, false], // Baseball
  [12, false], // American Football
  [8, true], // Rugby
  [40, false], // Alpine Skiing
  [41, false], // Ski Jumping
  [42, false], // Biathlon
  [14, false], // Snooker
  [83, true], // Futsal
  [110, true], // Waterpolo
  [7, true], // Golf
  [9, true], // Boxing
  [162, false], // MMA
  [38, false], // Cycling
  [92, false], // Table Tennis
  [36, false], // Aussie Rules
  [94, false], // Badminton
  [3, false], // Cricket
  [90, true], // Field Hockey
  [66, false], // Bowls
  [28, false], // Stock Car Racing
  [107, false], // Squash
]);
