import { useEffect } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

export type SliderApi = NonNullable<UseEmblaCarouselType[1]>;

export interface SliderEngineProps {
  /** The slider's viewport, as the server rendered it. */
  viewport: HTMLElement;
  startIndex: number;
  onApi: (api: SliderApi | null) => void;
}

/**
 * The slider's carousel (embla through useEmblaCarousel) on the viewport the slider already
 * shows: it renders nothing itself, so the page's markup stays as it was served.
 */
export default function SliderEngine({ viewport, startIndex, onApi }: SliderEngineProps) {
  const [attach, api] = useEmblaCarousel({ loop: true, startIndex });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
