// A part of the page that arrives in its own chunk on first use. While it loads, a placeholder with a
// progress bar stands in its place (never a blank); if it cannot load (the network went away before the app
// was cached), the place says so, with a retry, and nothing else on the page is affected. A part may bring its
// own words (decision 0880): they load with it and are in i18next before it first draws.
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { en } from '../i18n/en';
import { addPartWords } from '../i18n/i18n';
import type { PartWords } from '../i18n/part-words';
import './lazy-part.css';

export type LazyPartName = keyof (typeof en)['lazy']['parts'];

export function LoadingPart({ part }: { part: LazyPartName }) {
  const { t } = useTranslation();
  const label = t('lazy.loading', { part: t(`lazy.parts.${part}`) });
  return (
    <div className="lazy-part-loading" role="status" data-lazy-part={part} data-lazy-state="loading">
      <span>{label}</span>
      <progress aria-label={label} />
    </div>
  );
}

export function FailedPart({
  part,
  message,
  onRetry,
}: {
  part: LazyPartName;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="panel-error lazy-part-failed" data-lazy-part={part} data-lazy-state="failed">
      <p>{t('lazy.failed', { part: t(`lazy.parts.${part}`), message })}</p>
      <button type="button" onClick={onRetry}>
        {t('lazy.retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  part: LazyPartName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the failed load only; an error of the loaded part goes on to the panel's own boundary. */
class LoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error && !(error instanceof PartLoadError)) throw error;
    if (error)
      return <FailedPart part={this.props.part} message={error.message} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

class PartLoadError extends Error {}

/** A lazy part that can be fetched ahead (`preload`), so it draws in the same commit as what shows it. */
export type LazyPartComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk now; resolves once the part would draw at once (rejects when it cannot load). */
  readonly preload: () => Promise<void>;
};

/**
 * `load` is called again on each retry (a fresh React.lazy, since one that failed stays failed). A module a
 * retry re-imports is fetched again by the browser: Chromium does not keep a failed dynamic import. Once the
 * part has loaded, React.lazy is handed a thenable that answers at once (React reads a lazy component's
 * module synchronously when its `then` calls back before returning), so a part preloaded before it is shown
 * (the lesson guide, while its session opens) draws in the same commit: no placeholder, no layout that
 * changes a frame later. The tree is the same either way, so nothing drawn is ever mounted twice.
 * `words`, fetched beside the part (its chunk, not the first screen's), are added to i18next before the part
 * counts as loaded, so its first render is worded in the page's language, never English first.
 */
export function lazyPart<P extends object>(
  part: LazyPartName,
  load: () => Promise<ComponentType<P>>,
  words?: () => Promise<readonly PartWords[]>,
): LazyPartComponent<P> {
  let loaded: Promise<{ default: ComponentType<P> }> | null = null;
  let ready: ComponentType<P> | null = null;
  const attempt = (): Promise<{ default: ComponentType<P> }> => {
    const component = ready;
    if (component !== null) return syncThenable({ default: component });
    loaded ??= Promise.all([load(), words?.()]).then(
      ([component, partWords = []]) => {
        for (const each of partWords) addPartWords(each);
        ready = component;
        return { default: component };
      },
      (error: unknown) => {
        loaded = null;
        throw new PartLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return loaded;
  };
  // A fresh lazy component after a failure (React keeps a rejected lazy rejected), made in the retry
  // handler, never during render.
  let Loaded = lazy(attempt);
  function LazyPart(props: P) {
    const [tries, setTries] = useState(0);
    const retry = () => {
      Loaded = lazy(attempt);
      setTries((n) => n + 1);
    };
    return (
      <LoadBoundary key={tries} part={part} onRetry={retry}>
        <Suspense fallback={<LoadingPart part={part} />}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${part})`;
  return Object.assign(LazyPart, { preload: () => attempt().then(() => undefined) });
}

/** Already there: calls back before `then` returns (a Promise's callbacks wait for a microtask). */
function syncThenable<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return Promise.resolve(value);
    },
  };
  return thenable as unknown as Promise<T>;
}
