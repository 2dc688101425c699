// The database schema: one definition for PGlite and PostgreSQL. Money is bigint minor units,
// odds are integer hundredths (1.85 is 185).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    hasLoggedInBefore: boolean('has_logged_in_before').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastLoginFrom: text('last_login_from'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedByOperator: boolean('locked_by_operator').notNull().default(false),
    // Access tokens issued before this instant are refused (logout, password change, lock).
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    settings: jsonb('settings')
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Given at self sign-up (0006); null for accounts the operator opened.
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Player protection (0008): a cool-off ends by itself; a self-exclusion (until null: indefinite)
    // holds until the operator lifts it after its end; the daily session time runs out at play_time_ends_at.
    coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
    selfExcludedAt: timestamp('self_excluded_at', { withTimezone: true }),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    playTimeEndsAt: timestamp('play_time_ends_at', { withTimezone: true }),
  },
  // No check on the balance here: only a result correction may take it below zero (the ledger row's check, 0005_corrections.sql).
  (t) => [
    uniqueIndex('players_username_lower').on(sql`lower(${t.username})`),
    index('players_play_time_ends_at')
      .on(t.playTimeEndsAt)
      .where(sql`${t.playTimeEndsAt} is not null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash').on(t.tokenHash), index('refresh_tokens_family').on(t.familyId)],
);

// Append-only: the balance always equals the sum of a player's entries.
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_player_time').on(t.playerId, t.createdAt),
    uniqueIndex('wallet_ledger_idempotency').on(t.playerId, t.idempotencyKey),
    check('wallet_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0 or ${t.amount} > 0 or ${t.kind} = 'ticket_payout_reversal'`),
  ],
);

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  priority: integer('priority').notNull(),
});

export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    name: text('name').notNull(),
    country: text('country'),
    priority: integer('priority').notNull(),
    customId: text('custom_id').notNull(),
  },
  (t) => [index('leagues_sport').on(t.sportId)],
);

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    // scheduled | live | finished | cancelled
    status: text('status').notNull().default('scheduled'),
    highlight: boolean('highlight').notNull().default(false),
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    liveState: jsonb('live_state'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_league_time').on(t.leagueId, t.startTime), index('events_status').on(t.status)],
);

export const betGroups = pgTable(
  'bet_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    realName: text('real_name').notNull(),
    customId: text('custom_id').notNull(),
    priority: integer('priority').notNull(),
    suspended: boolean('suspended').notNull().default(false),
  },
  (t) => [uniqueIndex('bet_groups_event_custom').on(t.eventId, t.customId)],
);

export const odds = pgTable(
  'odds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betGroupId: bigint('bet_group_id', { mode: 'number' })
      .notNull()
      .references(() => betGroups.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    name2: text('name2'),
    name3: text('name3'),
    header: text('header'),
    handicap: text('handicap'),
    value: integer('value').notNull(),
    customId: text('custom_id').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    // won | lost | returned | cancelled once the result is known
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('odds_event_custom').on(t.eventId, t.customId), index('odds_group').on(t.betGroupId)],
);

export const results = pgTable('results', {
  eventId: bigint('event_id', { mode: 'number' })
    .primaryKey()
    .references(() => events.id),
  homeGoals: integer('home_goals').notNull(),
  awayGoals: integer('away_goals').notNull(),
  periods: jsonb('periods'),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  // 1 for the first score; each operator correction stores the next (result_versions).
  version: integer('version').notNull().default(1),
});

// Every score an event's result has had, once per version (the primary key): a correction is stored and settled once.
export const resultVersions = pgTable(
  'result_versions',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    homeGoals: integer('home_goals').notNull(),
    awayGoals: integer('away_goals').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.version] })],
);

export const tickets = pgTable(
  'tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    // combination | system
    type: text('type').notNull().default('combination'),
    systemSizes: jsonb('system_sizes'),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    stakePerBet: bigint('stake_per_bet', { mode: 'bigint' }).notNull(),
    numberOfBets: integer('number_of_bets').notNull(),
    maxCoefficient: bigint('max_coefficient', { mode: 'bigint' }).notNull(),
    payment: bigint('payment', { mode: 'bigint' }).notNull(),
    // pending | winning | failed | cancelled | returned
    status: text('status').notNull().default('pending'),
    isLive: boolean('is_live').notNull().default(false),
    winAmount: bigint('win_amount', { mode: 'bigint' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // Times a result correction reopened the ticket; its payouts' ledger keys carry it, so each settlement pays once.
    reopened: integer('reopened').notNull().default(0),
    // Edit bet (migration 0015): the ticket this one replaced, cashed out in the same transaction. At most one each.
    editedFromId: bigint('edited_from_id', { mode: 'number' }),
  },
  (t) => [
    index('tickets_player_time').on(t.playerId, t.createdAt),
    uniqueIndex('tickets_idempotency').on(t.playerId, t.idempotencyKey),
    // The open tickets alone (migration 0010): settlement's backlog sweep reads them every 10 s.
    index('tickets_pending')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('tickets_edited_from')
      .on(t.editedFromId)
      .where(sql`${t.editedFromId} is not null`),
    check('tickets_stake_positive', sql`${t.stake} > 0`),
  ],
);

export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    betName: text('bet_name').notNull(),
    betNameSecond: text('bet_name_second').notNull().default(''),
    oddName: text('odd_name').notNull(),
    oddHeader: text('odd_header'),
    oddHandicap: text('odd_handicap'),
    oddCustomId: text('odd_custom_id').notNull(),
    oddValue: integer('odd_value').notNull(),
    fixed: boolean('fixed').notNull().default(false),
    // pending | winning | failed | cancelled | returned
    status: text('status').notNull().default('pending'),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    resultAtCreation: text('result_at_creation'),
    isLiveEvent: boolean('is_live_event').notNull().default(false),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ticket_events_ticket').on(t.ticketId),
    index('ticket_events_event').on(t.eventId),
    // The undecided selections alone (migration 0010), for the same sweep.
    index('ticket_events_pending')
      .on(t.eventId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username'),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const casinoProviders = pgTable('casino_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  priority: integer('priority').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    uuid: uuid('uuid').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    // casino | live-casino | auto
    section: text('section').notNull(),
    kind: text('kind').notNull(),
    popular: boolean('popular').notNull().default(false),
    rtp: integer('rtp'),
  },
  (t) => [index('games_section').on(t.section)],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameUuid: uuid('game_uuid')
      .notNull()
      .references(() => games.uuid),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    outcome: jsonb('outcome'),
    // open while a multi-step round (blackjack) waits for the player's decisions; then settled
    status: text('status').notNull().default('settled'),
    // The game page's key for the round: a retried request finds the round instead of betting twice.
    idempotencyKey: text('idempotency_key'),
    // Digest of the game and the bet of the request: the same key with another body is refused.
    requestHash: text('request_hash'),
    // Server-side state of an open round (the shoe and hands); the player never sees the shoe.
    state: jsonb('state'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('game_rounds_player_time').on(t.playerId, t.createdAt), uniqueIndex('game_rounds_idempotency').on(t.playerId, t.idempotencyKey)],
);

export const feedState = pgTable(
  'feed_state',
  {
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

// One row per login (a device): access tokens carry its id and its refresh family has the same
// id, so ending a session ends both at once on every node.
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    device: text('device').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('player_sessions_player').on(t.playerId)],
);

// Login attempts per key (username, address, both) in a fixed window, counted atomically
// before a password is hashed, so the count holds across parallel requests and nodes.
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

// Applications from /become-affiliate, stored for the operator (GET /api/admin/affiliate-applications).
export const affiliateApplications = pgTable('affiliate_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  website: text('website').notNull(),
  country: text('country').notNull(),
  message: text('message').notNull(),
  address: text('address').notNull(),
  createdAt: createdAt(),
});

// Every change of a player-protection setting (0009): time by the runtime's clock, the value
// before and after, the kind of change and who made it (src/server/limits/audit.ts).
export const limitAudit = pgTable(
  'limit_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    setting: text('setting').notNull(),
    // decrease | increase_requested | increase_cancelled | removal_requested | change | set | lifted
    kind: text('kind').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    // player | operator | system
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_audit_player_time').on(t.playerId, t.createdAt), index('limit_audit_kind_time').on(t.kind, t.createdAt)],
);

// Content editors (0012): a role of their own, with no money, no player data and no operator
// actions. Removed editors keep their row (their versions name them) and cannot sign in.
export const editors = pgTable(
  'editors',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('editors_username_lower')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.removedAt} is null`),
  ],
);

// An editor's sign-in: an opaque bearer token, stored as its SHA-256, valid until it expires or ends.
export const editorSessions = pgTable(
  'editor_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    editorId: integer('editor_id')
      .notNull()
      .references(() => editors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('editor_sessions_editor').on(t.editorId)],
);

// One row per published version of a company page in one language (0012). The live version is
// the highest; the unique index decides between two editors publishing the same page at once.
// editor_id is null for version 1 from the repository's files.
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    lang: text('lang').notNull(),
    version: integer('version').notNull(),
    // { title, description, updated }: src/lib/content/frontmatter.ts
    frontmatter: jsonb('frontmatter').notNull(),
    body: text('body').notNull(),
    editorId: integer('editor_id').references(() => editors.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // Terms and responsible gaming: every player accepts this version before staking again.
    material: boolean('material').notNull().default(false),
    // The version this one restored, when it is a revert.
    revertedFrom: integer('reverted_from'),
  },
  (t) => [
    uniqueIndex('content_versions_page_lang_version').on(t.page, t.lang, t.version),
    index('content_versions_material')
      .on(t.page, t.id)
      .where(sql`${t.material}`),
  ],
);

// A player's acceptance of a version of the terms or the responsible-gaming rules (0012).
export const contentAcceptances = pgTable(
  'content_acceptances',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => contentVersions.id),
    page: text('page').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.versionId] }), index('content_acceptances_page_version').on(t.page, t.versionId)],
);
