import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SliderApi, SliderEngineProps } from './SliderEngine.tsx';
import './slider.css';

/** Where the home slider shows (global.css .desk-only); HomeSlider.astro hydrates it there. */
const DESKTOP = '(min-width: 1050px)';
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

export interface Slide {
  src: string;
  title: string;
  text: string;
  cta?: { href: string; label: string };
}

export interface SliderLabels {
  region: string;
  pause: string;
  play: string;
  prev: string;
  next: string;
  /** "Go to slide {{n}}" */
  goTo: string;
  /** "Slide {{n}} of {{total}}" */
  of: string;
}

/** Time each slide shows before the next (spec section 9: 10 seconds). */
export const SLIDE_MS = 10_000;

const fill = (template: string, values: Record<string, number>): string => template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * The home page's image slider: swipeable (embla-carousel-react's useEmblaCarousel, in
 * SliderEngine), rotating every 10 s, paused while the pointer or keyboard focus is on it, by
 * its pause button, or when the visitor prefers reduced motion. Texts come from the page,
 * translated on the server. The carousel engine loads after the first slide is on screen, so it
 * costs the home page nothing at load (8 KB gzipped, which would take the page over its JS
 * budget); a slide chosen before then is where the carousel starts.
 */
export default function Slider({ slides, labels }: { slides: Slide[]; labels: SliderLabels }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [Engine, setEngine] = useState<ComponentType<SliderEngineProps> | null>(null);
  const [embla, setEmbla] = useState<SliderApi | null>(null);
  const [selected, setSelected] = useState(0);
  const startIndex = useRef(0);
  useEffect(() => {
    let cancelled = false;
    import('./SliderEngine.tsx')
      .then(({ default: loaded }) => {
        if (!cancelled) setEngine(() => loaded);
      })
      // Without the engine the first slide stays, with its text and link.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) setStopped(true);
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const running = !stopped && !hovered && !focused;
  useEffect(() => {
    if (!embla || !running) return;
    const timer = window.setInterval(() => embla.scrollNext(), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [embla, running, selected]);

  const total = slides.length;
  const go = useCallback(
    (i: number) => {
      const index = ((i % total) + total) % total;
      if (embla) embla.scrollTo(index);
      else {
        startIndex.current = index;
        setSelected(index);
      }
    },
    [embla, total],
  );

  return (
    <section
      className="slider"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {Engine && viewport ? <Engine viewport={viewport} startIndex={startIndex.current} onApi={setEmbla} /> : null}
      <div className="slider-viewport" ref={setViewport}>
        <div className="slider-track" aria-live={running ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <div className="slide" key={s.src} role="group" aria-roledescription="slide" aria-label={fill(labels.of, { n: i + 1, total })} aria-hidden={i !== selected}>
              {i === 0 ? (
                // The slider shows on desktop only: a phone takes the empty source and never
                // fetches the banner, while a desktop's preload scanner still finds it at once.
                <picture>
                  <source media={DESKTOP} srcSet={s.src} />
                  <img src={BLANK} alt="" width={1200} height={360} fetchPriority="high" decoding="async" />
                </picture>
              ) : (
                <img src={s.src} alt="" width={1200} height={360} loading="lazy" decoding="async" />
              )}
              <div className="slide-text">
                <p className="slide-title">{s.title}</p>
                <p>{s.text}</p>
                {s.cta && (
                  <a className="btn btn-primary" href={s.cta.href} tabIndex={i === selected ? 0 : -1}>
                    {s.cta.label}
                  </a>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="slider-controls">
        <button type="button" className="slider-btn" aria-label={stopped ? labels.play : labels.pause} onClick={() => setStopped((v) => !v)}>
          {stopped ? (
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5v14l11-7z" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
            </svg>
          )}
        </button>
        <button type="button" className="slider-btn" aria-label={labels.prev} onClick={() => (embla ? embla.scrollPrev() : go(selected - 1))}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        </button>
        <div className="slider-dots">
          {slides.map((s, i) => (
            <button
              type="button"
              key={s.src}
              className="slider-dot"
              aria-label={fill(labels.goTo, { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="slider-btn" aria-label={labels.next} onClick={() => (embla ? embla.scrollNext() : go(selected + 1))}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        </button>
      </div>
    </section>
  );
}
