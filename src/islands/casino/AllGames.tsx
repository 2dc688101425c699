import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, displayName } from '../../stores/session.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { signupOpen } from '../signup/signup-open.ts';
import { showToast } from '../../stores/toasts.ts';
import type { Lang } from '../../stores/lang.ts';
import { apiGet, apiPost, GAME_LIST_TTL_MS } from '../api/client.ts';
import { translate, type Dict } from '../translate.ts';
import { Loader } from '../ui/Loader.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { filterGames, groupByProvider, isCloseMessage, type CasinoGame } from './filter.ts';
import './casino.css';

export type CasinoSection = 'casino' | 'live-casino' | 'auto';

interface Props {
  lang: Lang;
  section: CasinoSection;
  /** casinoMessages(lang) from ./messages.ts, given by the page. */
  messages: Dict;
}

interface Catalogue {
  providers: string[];
  games: CasinoGame[];
}

interface Playing {
  game: CasinoGame;
  url: string;
  origin: string;
}

/** The all-games screen of one section: search, popular filter, providers' collapsible groups and the game frame. */
export default function AllGames(props: Props) {
  return (
    <ErrorBoundary lang={props.lang}>
      <Lobby {...props} />
    </ErrorBoundary>
  );
}

function Lobby({ lang, section, messages }: Props) {
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, lang);
  const user = useStore($session);
  // The session lives in the browser: the visitor's open-account prompt waits for hydration.
  const hydrated = useHydrated();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [popularOnly, setPopularOnly] = useState(false);
  const [closed, setClosed] = useState<Set<string>>(new Set());
  const [opened, setOpened] = useState<Set<string>>(new Set());
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const searchId = useId();

  useEffect(() => {
    const abort = new AbortController();
    setFailed(false);
    apiGet<Catalogue>('get_all_games_and_providers', { searchParams: { section }, ttlMs: GAME_LIST_TTL_MS, signal: abort.signal })
      .then(setCatalogue)
      .catch(() => !abort.signal.aborted && setFailed(true));
    return () => abort.abort();
  }, [section, attempt]);

  // The game asks to be closed with a window message; only the game's own origin is heard.
  useEffect(() => {
    if (!playing) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === playing.origin && event.source === frame.current?.contentWindow && isCloseMessage(event.data)) setPlaying(null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing]);

  // Logging out (here or in another island) ends the game.
  useEffect(() => {
    if (!user) setPlaying(null);
  }, [user]);

  useEffect(() => {
    if (playing) frame.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [playing]);

  const groups = useMemo(() => (catalogue ? groupByProvider(filterGames(catalogue.games, query, popularOnly), catalogue.providers) : []), [catalogue, query, popularOnly]);

  async function launch(game: CasinoGame) {
    if (!user) {
      showToast({ id: 'must_be_logged_in', kind: 'error', message: t('casino.mustBeLoggedIn') });
      return;
    }
    setLaunching(game.uuid);
    try {
      const { url } = await apiPost<{ url: string }>('init-demo', { game_uuid: game.uuid, player_id: user.id, player_name: displayName(user), lang });
      const absolute = new URL(url, window.location.href);
      // The site's header names the game and closes it: the game shows no bar of its own (one header, one close).
      absolute.searchParams.set('frame', 'site');
      setPlaying({ game, url: absolute.href, origin: absolute.origin });
    } catch {
      showToast({ kind: 'error', message: t('casino.launchFailed') });
    } finally {
      setLaunching(null);
    }
  }

  // The first provider's group starts open, the others closed; the player's toggles win.
  const isOpen = (key: string, index: number) => (index === 0 ? !closed.has(key) : opened.has(key));
  const toggle = (key: string, index: number) => {
    const flip = (set: Set<string>) => {
      const next = new Set(set);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    };
    if (index === 0) setClosed(flip);
    else setOpened(flip);
  };

  return (
    <div className="cas">
      {hydrated && !user && signupOpen() ? (
        <p className="open-account cas-open-account">
          <span>{t('casino.openAccountPrompt')}</span>{' '}
          <a href="/open-account" className="open-account__link">
            {t('casino.openAccount')}
          </a>
        </p>
      ) : null}
      {playing && (
        <section className="cas-playing" aria-labelledby={`${searchId}-playing`}>
          <header className="cas-playing__head">
            <h2 id={`${searchId}-playing`}>{t('casino.currentlyPlaying')}</h2>
            <span className="cas-playing__name">
              {playing.game.name}
              {playing.game.provider ? <small> · {playing.game.provider}</small> : null}
            </span>
            {section === 'live-casino' ? <span className="cas-playing__live">{t('casino.live')}</span> : null}
            <button type="button" className="cas-playing__close" onClick={() => setPlaying(null)} aria-label={t('casino.closeGame')}>
              ×
            </button>
          </header>
          <iframe
            ref={frame}
            className="cas-frame"
            src={playing.url}
            title={t('casino.frameTitle', { name: playing.game.name })}
            allow="autoplay; fullscreen"
            referrerPolicy="same-origin"
          />
        </section>
      )}

      <div className="cas-toolbar">
        <label className="cas-search" htmlFor={searchId}>
          <span className="cas-visually-hidden">{t('casino.search')}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M16.5 16.5L21 21" />
          </svg>
          <input id={searchId} type="search" value={query} placeholder={t('casino.searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        </label>
        <div className="cas-tabs" role="group" aria-label={t('casino.search')}>
          <button type="button" aria-pressed={!popularOnly} onClick={() => setPopularOnly(false)}>
            {t('casino.allGames')}
          </button>
          <button type="button" aria-pressed={popularOnly} onClick={() => setPopularOnly(true)}>
            ★ {t('casino.popularGames')}
          </button>
        </div>
      </div>

      {!catalogue && !failed && (
        <div className="cas-loading">
          <Loader lang={lang} />
        </div>
      )}
      {failed && (
        <p className="cas-empty" role="alert">
          {t('casino.loadFailed')}{' '}
          <button type="button" className="cas-link" onClick={() => setAttempt((n) => n + 1)}>
            {t('casino.retry')}
          </button>
        </p>
      )}
      {catalogue && groups.length === 0 && <p className="cas-empty">{t('casino.noGames')}</p>}

      {groups.map((group, index) => {
        const key = group.provider ?? '';
        // While searching, every group with a match shows it.
        const open = query.trim() !== '' || isOpen(key, index);
        const panelId = `${searchId}-g${index}`;
        return (
          <section className="cas-group" key={key}>
            <h2 className="cas-group__head">
              <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => toggle(key, index)}>
                <span>{group.provider ?? t('casino.other')}</span>
                <small>{t('casino.gamesCount', { count: group.games.length })}</small>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="cas-chevron">
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h2>
            <ul className="cas-grid" id={panelId} hidden={!open}>
              {group.games.map((game) => (
                <li key={game.uuid}>
                  <button
                    type="button"
                    className="cas-tile"
                    onClick={() => launch(game)}
                    aria-label={t('casino.play', { name: game.name })}
                    aria-busy={launching === game.uuid}
                    data-playing={playing?.game.uuid === game.uuid || undefined}
                  >
                    <img src={game.image} alt="" width={320} height={240} loading="lazy" decoding="async" />
                    <span className="cas-tile__name">{game.name}</span>
                    {game.popular && (
                      <span className="cas-tile__star" aria-hidden="true">
                        ★
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
