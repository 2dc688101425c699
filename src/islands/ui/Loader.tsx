import { useT } from '../i18n.ts';
import type { Lang } from '../../stores/lang.ts';

/** A spinner announced to screen readers as "Loading…". The island's lang keeps the server's text the client's. */
export function Loader({ lang, label }: { lang: Lang; label?: string }) {
  const t = useT(lang);
  return (
    <span className="isl-loader" role="status">
      <span className="isl-loader__spinner" aria-hidden="true" />
      <span className="isl-visually-hidden">{label ?? t('loader.loading')}</span>
    </span>
  );
}
