// The bet builder of a match page: the player ticks picks of one match and sees the price of
// "all of these happen", priced by the server from the feed's model (POST
// /api/bet-builder/price), or why the combination is refused; "Add to slip" puts it on the
// slip as one line. Loaded when it scrolls into view (client:visible), so pages without it
// and the top of the match page carry none of its code.
import { useEffect, useState } from 'react';
import type { Lang } from '../../stores/lang.ts';
import type { SlipMatch } from '../../stores/slip.ts';
import { addBuilder } from '../../stores/slip-builder.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { useT } from '../i18n.ts';
import { apiErrorOf, sendJson } from '../api/json.ts';
import './bet-builder.css';

export interface BuilderGroup {
  id: string;
  name: string;
  odds: Array<{ id: string; label: string }>;
}

interface Props {
  lang: Lang;
  match: SlipMatch;
  groups: BuilderGroup[];
}

/** Refusals with their own text; any other (a market closed meanwhile, the match started) reads as unavailable. */
const REASONS = new Set(['duplicate_pick', 'impossible', 'too_many_picks', 'too_unlikely', 'unsupported_pick']);

type Quote = { state: 'idle' } | { state: 'pricing' } | { state: 'priced'; customId: string; value: number } | { state: 'refused'; reason: string };

export default function BetBuilder({ lang, match, groups }: Props) {
  const t = useT(lang);
  const fmt = formatsFor(lang);
  const [picked, setPicked] = useState<string[]>([]);
  const [quote, setQuote] = useState<Quote>({ state: 'idle' });
  const [added, setAdded] = useState(false);
  const labels = new Map(groups.flatMap((g) => g.odds.map((o) => [o.id, `${g.name}: ${o.label}`] as const)));

  useEffect(() => {
    setAdded(false);
    if (picked.length < 2) {
      setQuote({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setQuote({ state: 'pricing' });
    void sendJson<{ custom_id: string; odds: number }>('POST', 'bet-builder/price', { eventId: match.id, picks: picked }, { signal: controller.signal }).then((answer) => {
      // A newer choice of picks aborted this call: its own quote is on the way.
      if (controller.signal.aborted) return;
      const body = answer.body ?? {};
      if (answer.ok && body.custom_id && body.odds) setQuote({ state: 'priced', customId: body.custom_id, value: Math.round(body.odds * 100) });
      else {
        const reason = apiErrorOf(body).details.reason;
        setQuote({ state: 'refused', reason: typeof reason === 'string' && REASONS.has(reason) ? reason : 'unavailable' });
      }
    });
    return () => controller.abort();
  }, [picked, match.id]);

  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));

  const add = () => {
    if (quote.state !== 'priced') return;
    addBuilder({ match, customId: quote.customId, value: quote.value, betName: t('builder.title'), oddName: picked.map((id) => labels.get(id) ?? id).join(' + ') });
    setAdded(true);
  };

  return (
    <section className="panel bet-builder" aria-labelledby="bet-builder-title" data-bet-builder>
      <h2 id="bet-builder-title" className="bet-builder-title">
        {t('builder.title')}
      </h2>
      <p className="bet-builder-hint">{t('builder.hint')}</p>
      {groups.map((g) => (
        <fieldset key={g.id} className="bet-builder-group">
          <legend>{g.name}</legend>
          {g.odds.map((o) => (
            <label key={o.id} className="bet-builder-pick">
              <input type="checkbox" checked={picked.includes(o.id)} onChange={() => toggle(o.id)} data-builder-pick={o.id} />
              <span>{o.label}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="bet-builder-foot" aria-live="polite">
        {quote.state === 'idle' && <span className="bet-builder-note">{t('builder.pickTwo')}</span>}
        {quote.state === 'pricing' && <span className="bet-builder-note">{t('builder.pricing')}</span>}
        {quote.state === 'refused' && (
          <span className="bet-builder-refused" role="status" data-builder-refused={quote.reason}>
            {t(`builder.reason.${quote.reason}`)}
          </span>
        )}
        {quote.state === 'priced' && (
          <span className="bet-builder-price">
            {t('builder.price')}: {/* data-odds: the player's odds format rewrites it like every price (src/scripts/odds-apply.ts). */}
            <strong data-builder-price data-odds={quote.value}>
              {fmt.odds(quote.value)}
            </strong>
          </span>
        )}
        <button type="button" className="btn btn-primary bet-builder-add" disabled={quote.state !== 'priced' || added} onClick={add}>
          {added ? t('builder.added') : t('builder.add')}
        </button>
      </div>
    </section>
  );
}
