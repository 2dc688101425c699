// src/components/sports/sport-icons.ts
var BALL = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"m12 7.5 4 3-1.5 4.5h-5L8 10.5z\"/><path d=\"M12 3v4.5M16 10.5l4.5-1.5M14.5 15l2.5 4M9.5 15 7 19M8 10.5 3.5 9\"/>";
var RACKET = "<ellipse cx=\"10\" cy=\"9\" rx=\"6\" ry=\"6.5\" transform=\"rotate(-45 10 9)\"/><path d=\"m14.2 13.6 6 6.2M7 6l6 6M6 9.5l4.5 4.5M10 5.5l4.5 4.5\"/>";
var OVAL = "<ellipse cx=\"12\" cy=\"12\" rx=\"9.5\" ry=\"5.5\" transform=\"rotate(-35 12 12)\"/><path d=\"m9 15 6-6M10.5 10.5l1.5 1.5M12 9l1.5 1.5M9 12l1.5 1.5\"/>";
var CAR = "<path d=\"M3 16v-3l2-4h9l4 4h3v3z\"/><circle cx=\"7\" cy=\"16.5\" r=\"2\"/><circle cx=\"17\" cy=\"16.5\" r=\"2\"/><path d=\"M8 9v4M3 13h18\"/>";
var BIKE = "<circle cx=\"6\" cy=\"16\" r=\"3.5\"/><circle cx=\"18\" cy=\"16\" r=\"3.5\"/><path d=\"m6 16 4-7h5l3 7M10 9l3 7h-7M14 6h3\"/>";
var SKI = "<circle cx=\"15\" cy=\"5\" r=\"2\"/><path d=\"m4 20 16-6M8 13l4-4 3 3 3-1M12 9l-2 6\"/>";
var GLOVE = "<path d=\"M7 11V7a4 4 0 0 1 4-4h3a4 4 0 0 1 4 4v6a5 5 0 0 1-5 5H9v3h8v-3\"/><path d=\"M7 11a2 2 0 0 0 0 4h3M11 8h5\"/>";
var TARGET = "<circle cx=\"12\" cy=\"12\" r=\"9\"/><circle cx=\"12\" cy=\"12\" r=\"5\"/><circle cx=\"12\" cy=\"12\" r=\"1.5\"/>";
var STICK = "<path d=\"M14 3 8 17c-.6 1.6-2.5 2.4-4 1.6\"/><circle cx=\"17\" cy=\"18\" r=\"2\"/>";
var GENERIC = "<path d=\"M8 4h8v5a4 4 0 0 1-8 0z\"/><path d=\"M8 6H4c0 3 1.5 5 4 5M16 6h4c0 3-1.5 5-4 5M12 13v4M8 21h8M9 17h6\"/>";
var ICONS = {
	1: BALL,
	83: BALL,
	13: RACKET,
	107: RACKET,
	94: "<path d=\"M12 21a2.5 2.5 0 0 1-2.5-2.5V16h5v2.5A2.5 2.5 0 0 1 12 21z\"/><path d=\"M9.5 16 6 4h12l-3.5 12M12 4v12M9 4l1.5 12M15 4l-1.5 12\"/>",
	17: "<ellipse cx=\"12\" cy=\"17\" rx=\"7\" ry=\"2.5\"/><path d=\"M5 17v-2.5C5 13 8 12 12 12s7 1 7 2.5V17\"/><path d=\"M16 3 12 10\"/>",
	18: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M3 12h18M12 3v18M5.6 5.6c3 2.4 3 10.4 0 12.8M18.4 5.6c-3 2.4-3 10.4 0 12.8\"/>",
	78: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 3c-2 3-2 6 0 9s2 6 0 9M3.5 9c3 1 5.5 1 8.5 3s5.5 2 8.5 3\"/>",
	91: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 3c0 5 2.5 8 8 10M12 12c-4 2-6 5-6.5 7.5M12 12c-4-2-6.5-2-9 0\"/>",
	110: "<circle cx=\"12\" cy=\"10\" r=\"6.5\"/><path d=\"M6 10c2-1.5 10-1.5 12 0M12 3.5v13M2 20c2-1.3 3.3-1.3 5 0s3.3 1.3 5 0 3.3-1.3 5 0 3.3 1.3 5 0\"/>",
	15: TARGET,
	42: TARGET,
	27: CAR,
	10: CAR,
	28: CAR,
	24: "<circle cx=\"6\" cy=\"16\" r=\"3.5\"/><circle cx=\"18\" cy=\"16\" r=\"3.5\"/><path d=\"m6 16 5-5h4l3 5M11 11l-1-3H7M15 11l1-3h3\"/>",
	38: BIKE,
	16: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M7 4.5c2 2 2 13 0 15M17 4.5c-2 2-2 13 0 15\"/>",
	12: OVAL,
	8: OVAL,
	36: OVAL,
	40: SKI,
	41: SKI,
	14: "<circle cx=\"8\" cy=\"15\" r=\"4\"/><circle cx=\"16.5\" cy=\"8.5\" r=\"2.5\"/><path d=\"m20 3-6.5 6\"/>",
	7: "<path d=\"M9 21V3l8 3.5L9 10\"/><ellipse cx=\"9\" cy=\"21\" rx=\"5\" ry=\"1\"/>",
	9: GLOVE,
	162: GLOVE,
	92: "<circle cx=\"10\" cy=\"10\" r=\"6.5\"/><path d=\"m14.5 14.5 5 5\"/><circle cx=\"19\" cy=\"6\" r=\"1.8\"/>",
	3: "<path d=\"m4 20 3 1 10-13-3-2z\"/><path d=\"m15 7 4-4\"/><circle cx=\"18.5\" cy=\"16.5\" r=\"2\"/>",
	90: STICK,
	66: "<circle cx=\"12\" cy=\"13\" r=\"7\"/><circle cx=\"12\" cy=\"13\" r=\"2.5\"/><circle cx=\"19.5\" cy=\"5\" r=\"1.5\"/>"
};
/** The SVG inner markup of a sport's icon. */
function sportIconPaths(sportId) {
	return ICONS[sportId] ?? GENERIC;
}
// src/lib/offer/sports.ts
var goals = (mean, nthGoals, halfTime) => ({
	kind: "goals",
	mean,
	nthGoals,
	halfTime
});
var points = (total, marginSd, draws, extra = {}) => ({
	kind: "points",
	total,
	marginSd,
	draws,
	...extra
});
var sets = (bestOf, unit, setWinners) => ({
	kind: "sets",
	bestOf,
	unit,
	setWinners
});
var h2h = (draws = false) => ({
	kind: "h2h",
	draws
});
var SPORTS = [
	{
		id: 1,
		name: "Soccer",
		slug: "soccer",
		priority: 1,
		model: goals(2.7, 3, true),
		mainMarket: "Full Time Result",
		threeWay: true,
		durationMinutes: 110,
		homeEdge: .3
	},
	{
		id: 17,
		name: "Ice Hockey",
		slug: "ice-hockey",
		priority: 2,
		model: goals(5.6, 2, false),
		mainMarket: "3-Way",
		threeWay: true,
		durationMinutes: 150,
		homeEdge: .2
	},
	{
		id: 13,
		name: "Tennis",
		slug: "tennis",
		priority: 3,
		model: sets(3, "Set", 2),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 120,
		homeEdge: 0
	},
	{
		id: 18,
		name: "Basketball",
		slug: "basketball",
		priority: 4,
		model: points(164, 12, false, {
			periods: {
				count: 4,
				label: "Quarter"
			},
			overtime: true
		}),
		mainMarket: "Game Lines",
		threeWay: false,
		durationMinutes: 130,
		homeEdge: .25
	},
	{
		id: 78,
		name: "Handball",
		slug: "handball",
		priority: 5,
		model: points(56, 5, true),
		mainMarket: "Game Lines",
		threeWay: true,
		durationMinutes: 90,
		homeEdge: .3
	},
	{
		id: 91,
		name: "Volleyball",
		slug: "volleyball",
		priority: 6,
		model: sets(5, "Set", 3),
		mainMarket: "Game Lines",
		threeWay: false,
		durationMinutes: 110,
		homeEdge: .15
	},
	{
		id: 15,
		name: "Darts",
		slug: "darts",
		priority: 7,
		model: sets(11, "Leg", 0),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 45,
		homeEdge: 0
	},
	{
		id: 27,
		name: "Motorsport",
		slug: "motorsport",
		priority: 8,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 100,
		homeEdge: 0
	},
	{
		id: 10,
		name: "Formula 1",
		slug: "formula-1",
		priority: 9,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 120,
		homeEdge: 0
	},
	{
		id: 24,
		name: "Bikes",
		slug: "bikes",
		priority: 10,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 60,
		homeEdge: 0
	},
	{
		id: 16,
		name: "Baseball",
		slug: "baseball",
		priority: 11,
		model: points(8.8, 3.6, false),
		mainMarket: "To Win",
		threeWay: false,
		durationMinutes: 180,
		homeEdge: .1
	},
	{
		id: 12,
		name: "American Football",
		slug: "american-football",
		priority: 12,
		model: points(45, 13, false),
		mainMarket: "To Win",
		threeWay: false,
		durationMinutes: 190,
		homeEdge: .2
	},
	{
		id: 8,
		name: "Rugby",
		slug: "rugby",
		priority: 13,
		model: points(48, 14, true),
		mainMarket: "To Win",
		threeWay: true,
		durationMinutes: 100,
		homeEdge: .25
	},
	{
		id: 40,
		name: "Alpine Skiing",
		slug: "alpine-skiing",
		priority: 14,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 120,
		homeEdge: 0
	},
	{
		id: 41,
		name: "Ski Jumping",
		slug: "ski-jumping",
		priority: 15,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 120,
		homeEdge: 0
	},
	{
		id: 42,
		name: "Biathlon",
		slug: "biathlon",
		priority: 16,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 90,
		homeEdge: 0
	},
	{
		id: 14,
		name: "Snooker",
		slug: "snooker",
		priority: 17,
		model: sets(9, "Frame", 0),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 180,
		homeEdge: 0
	},
	{
		id: 83,
		name: "Futsal",
		slug: "futsal",
		priority: 18,
		model: goals(5.8, 2, false),
		mainMarket: "Full Time Result",
		threeWay: true,
		durationMinutes: 80,
		homeEdge: .25
	},
	{
		id: 110,
		name: "Waterpolo",
		slug: "waterpolo",
		priority: 19,
		model: points(21, 3.5, true),
		mainMarket: "Full Time Result",
		threeWay: true,
		durationMinutes: 70,
		homeEdge: .25
	},
	{
		id: 7,
		name: "Golf",
		slug: "golf",
		priority: 20,
		model: h2h(true),
		mainMarket: "Head to Head",
		threeWay: true,
		durationMinutes: 300,
		homeEdge: 0
	},
	{
		id: 9,
		name: "Boxing",
		slug: "boxing",
		priority: 21,
		model: h2h(true),
		mainMarket: "To Win Fight",
		threeWay: true,
		durationMinutes: 60,
		homeEdge: 0
	},
	{
		id: 162,
		name: "MMA",
		slug: "mma",
		priority: 22,
		model: h2h(),
		mainMarket: "To Win Fight",
		threeWay: false,
		durationMinutes: 30,
		homeEdge: 0
	},
	{
		id: 38,
		name: "Cycling",
		slug: "cycling",
		priority: 23,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 300,
		homeEdge: 0
	},
	{
		id: 92,
		name: "Table Tennis",
		slug: "table-tennis",
		priority: 24,
		model: sets(5, "Game", 2),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 40,
		homeEdge: 0
	},
	{
		id: 36,
		name: "Aussie Rules",
		slug: "aussie-rules",
		priority: 25,
		model: points(165, 30, false),
		mainMarket: "To Win",
		threeWay: false,
		durationMinutes: 150,
		homeEdge: .25
	},
	{
		id: 94,
		name: "Badminton",
		slug: "badminton",
		priority: 26,
		model: sets(3, "Game", 2),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 60,
		homeEdge: 0
	},
	{
		id: 3,
		name: "Cricket",
		slug: "cricket",
		priority: 27,
		model: h2h(),
		mainMarket: "To Win",
		threeWay: false,
		durationMinutes: 240,
		homeEdge: .2
	},
	{
		id: 90,
		name: "Field Hockey",
		slug: "field-hockey",
		priority: 28,
		model: goals(4.2, 1, false),
		mainMarket: "Full Time Result",
		threeWay: true,
		durationMinutes: 80,
		homeEdge: .2
	},
	{
		id: 66,
		name: "Bowls",
		slug: "bowls",
		priority: 29,
		model: h2h(),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 90,
		homeEdge: 0
	},
	{
		id: 28,
		name: "Stock Car Racing",
		slug: "stock-car-racing",
		priority: 30,
		model: h2h(),
		mainMarket: "Head to Head",
		threeWay: false,
		durationMinutes: 180,
		homeEdge: 0
	},
	{
		id: 107,
		name: "Squash",
		slug: "squash",
		priority: 31,
		model: sets(5, "Game", 0),
		mainMarket: "To Win Match",
		threeWay: false,
		durationMinutes: 60,
		homeEdge: 0
	}
];
var SPORT_BY_ID = new Map(SPORTS.map((s) => [s.id, s]));
// src/components/sports/sport-name.ts
/** The translated name of a sport given by id, falling back to the feed's name. */
function sportName(t, sport) {
	const slug = SPORT_BY_ID.get(sport.id)?.slug;
	if (!slug) return sport.name;
	const key = `sport.${slug}`;
	const name = t(key);
	return name && name !== key ? name : sport.name;
}
/** The same for a league or an event's league, which carry the sport as sport_id and sport. */
var leagueSportName = (t, league) => sportName(t, {
	id: league.sport_id,
	name: league.sport
});
/** Every sport's translated name by id, for islands that group by sport. */
function sportNames(t) {
	const out = {};
	for (const s of SPORT_BY_ID.values()) out[s.id] = sportName(t, s);
	return out;
}
export { sportIconPaths as i, sportName as n, sportNames as r, leagueSportName as t };
