// The seeded catalogue: original fictional studios and games (no real brands). A game's
// kind names the demo page that plays it; its section puts it on one of the three screens.
// Ids are fixed so that every node seeds the same rows and a restart adds only what is new.

export type Section = 'casino' | 'live-casino' | 'auto';
export const SECTIONS: readonly Section[] = ['casino', 'live-casino', 'auto'];
export type GameKind = 'slot' | 'roulette' | 'blackjack' | 'baccarat' | 'crash';

export interface ProviderSeed {
  id: number;
  name: string;
  priority: number;
}

export interface GameSeed {
  slug: string;
  name: string;
  providerId: number;
  section: Section;
  kind: GameKind;
  popular?: boolean;
}

export const PROVIDERS: readonly ProviderSeed[] = [
  { id: 1, name: 'Lumen Forge', priority: 10 },
  { id: 2, name: 'Copperfox Studios', priority: 20 },
  { id: 3, name: 'Northwind Play', priority: 30 },
  { id: 4, name: 'Orbit Reels', priority: 40 },
  { id: 5, name: 'Aurora Tables', priority: 50 },
  { id: 6, name: 'Velvet Lounge Live', priority: 60 },
  { id: 7, name: 'Pulse Automata', priority: 70 },
];

export const GAMES: readonly GameSeed[] = [
  { slug: 'ember-sevens', name: 'Ember Sevens', providerId: 1, section: 'casino', kind: 'slot', popular: true },
  { slug: 'crystal-orchard', name: 'Crystal Orchard', providerId: 1, section: 'casino', kind: 'slot' },
  { slug: 'lantern-lights', name: 'Lantern Lights', providerId: 1, section: 'casino', kind: 'slot' },
  { slug: 'starforge-reels', name: 'Starforge Reels', providerId: 1, section: 'casino', kind: 'slot', popular: true },
  { slug: 'midnight-lemons', name: 'Midnight Lemons', providerId: 1, section: 'casino', kind: 'slot' },
  { slug: 'forge-roulette', name: 'Forge Roulette', providerId: 1, section: 'casino', kind: 'roulette' },
  { slug: 'foxfire-riches', name: 'Foxfire Riches', providerId: 2, section: 'casino', kind: 'slot', popular: true },
  { slug: 'copper-clover', name: 'Copper Clover', providerId: 2, section: 'casino', kind: 'slot' },
  { slug: 'brass-bell-bonanza', name: 'Brass Bell Bonanza', providerId: 2, section: 'casino', kind: 'slot' },
  { slug: 'roulette-royale', name: 'Roulette Royale', providerId: 2, section: 'casino', kind: 'roulette', popular: true },
  { slug: 'blackjack-classic-21', name: 'Blackjack Classic 21', providerId: 2, section: 'casino', kind: 'blackjack', popular: true },
  { slug: 'emerald-blackjack', name: 'Emerald Blackjack', providerId: 2, section: 'casino', kind: 'blackjack' },
  { slug: 'fjord-fortune', name: 'Fjord Fortune', providerId: 3, section: 'casino', kind: 'slot' },
  { slug: 'aurora-spins', name: 'Aurora Spins', providerId: 3, section: 'casino', kind: 'slot', popular: true },
  { slug: 'polar-roulette', name: 'Polar Roulette', providerId: 3, section: 'casino', kind: 'roulette' },
  { slug: 'glacier-blackjack', name: 'Glacier Blackjack', providerId: 3, section: 'casino', kind: 'blackjack' },
  { slug: 'nebula-fruits', name: 'Nebula Fruits', providerId: 4, section: 'casino', kind: 'slot' },
  { slug: 'comet-cash', name: 'Comet Cash', providerId: 4, section: 'casino', kind: 'slot' },
  { slug: 'saturn-sevens', name: 'Saturn Sevens', providerId: 4, section: 'casino', kind: 'slot' },
  { slug: 'orbit-roulette', name: 'Orbit Roulette', providerId: 4, section: 'casino', kind: 'roulette' },

  { slug: 'aurora-baccarat', name: 'Aurora Baccarat', providerId: 5, section: 'live-casino', kind: 'baccarat', popular: true },
  { slug: 'speed-baccarat-aurora', name: 'Speed Baccarat Aurora', providerId: 5, section: 'live-casino', kind: 'baccarat' },
  { slug: 'aurora-live-roulette', name: 'Aurora Live Roulette', providerId: 5, section: 'live-casino', kind: 'roulette', popular: true },
  { slug: 'aurora-blackjack-lounge', name: 'Aurora Blackjack Lounge', providerId: 5, section: 'live-casino', kind: 'blackjack' },
  { slug: 'velvet-baccarat', name: 'Velvet Baccarat', providerId: 6, section: 'live-casino', kind: 'baccarat' },
  { slug: 'midnight-baccarat', name: 'Midnight Baccarat', providerId: 6, section: 'live-casino', kind: 'baccarat' },
  { slug: 'velvet-roulette', name: 'Velvet Roulette', providerId: 6, section: 'live-casino', kind: 'roulette' },
  { slug: 'velvet-blackjack', name: 'Velvet Blackjack', providerId: 6, section: 'live-casino', kind: 'blackjack', popular: true },

  { slug: 'rocket-rush', name: 'Rocket Rush', providerId: 7, section: 'auto', kind: 'crash', popular: true },
  { slug: 'skyline-crash', name: 'Skyline Crash', providerId: 7, section: 'auto', kind: 'crash' },
  { slug: 'pulse-auto-roulette', name: 'Pulse Auto Roulette', providerId: 7, section: 'auto', kind: 'roulette', popular: true },
  { slug: 'turbo-auto-roulette', name: 'Turbo Auto Roulette', providerId: 7, section: 'auto', kind: 'roulette' },
  { slug: 'orbit-crash', name: 'Orbit Crash', providerId: 4, section: 'auto', kind: 'crash' },
  { slug: 'lightspeed-auto-roulette', name: 'Lightspeed Auto Roulette', providerId: 4, section: 'auto', kind: 'roulette' },
];
