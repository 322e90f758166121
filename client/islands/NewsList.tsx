/**
 * The home news (DECISIONS §7): the first 4 items of getPress { pageNo: 0 }, each with type,
 * title and date. A click opens the 'service being prepared' notice (DECISIONS §6). Loading,
 * empty and failed states are shown in the same reserved box, so nothing shifts when the answer
 * arrives. API text is rendered as text only.
 */
import { useCallback, useEffect, useState } from 'react';
import { API_PATHS, postApi } from '../lib/api.ts';
import { MessageDialog } from '../components/MessageDialog.tsx';

export const NEWS_COUNT = 4;

export interface PressItem {
  pressSeq: number;
  pressType: string;
  pressTitle: string;
  /** 'YYYY-MM-DD' */
  pressDate: string;
}

export interface NewsListProps {
  labels: { list: string; loading: string; empty: string; failed: string; retry: string; noScript: string; preparing: string; confirm: string };
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: PressItem[] };

/** '2025-09-03' -> '2025.09.03' */
export function toDisplayDate(iso: string): string {
  return iso.replaceAll('-', '.');
}

function NewsItems({ items, onOpen }: { items: PressItem[]; onOpen: () => void }) {
  return items.map((item) => (
    <li key={item.pressSeq} className="home-news__row">
      <button type="button" className="home-news__item" data-news-item onClick={onOpen}>
        <span className="home-news__type">{item.pressType}</span>
        <span className="home-news__title">{item.pressTitle}</span>
        <time className="home-news__date" dateTime={item.pressDate}>{toDisplayDate(item.pressDate)}</time>
        <span className="home-news__arrow" aria-hidden="true" />
      </button>
    </li>
  ));
}

export default function NewsList({ labels }: NewsListProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [dialog, setDialog] = useState(false);
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    postApi<{ list?: PressItem[] }>(API_PATHS.getPress, { pageNo: 0 }, { viewName: 'home' })
      .then((data) => setState({ kind: 'ready', items: (Array.isArray(data?.list) ? data.list : []).slice(0, NEWS_COUNT) }))
      .catch(() => setState({ kind: 'failed' })); // postApi has logged it
  }, []);
  useEffect(load, [load]);
  const items = state.kind === 'ready' ? state.items : [];
  return (
    <div className="home-news__box" data-state={state.kind} aria-busy={state.kind === 'loading'}>
      {items.length ? <ul className="home-news__list" aria-label={labels.list}><NewsItems items={items} onOpen={() => setDialog(true)} /></ul> : null}
      {state.kind === 'loading' ? (
        <>
          <p className="home-news__status home-news__status--loading" role="status">{labels.loading}</p>
          <p className="home-news__status home-news__status--nojs">{labels.noScript}</p>
          <ul className="home-news__skeleton" aria-hidden="true">{Array.from({ length: NEWS_COUNT }, (_, i) => <li key={i} />)}</ul>
        </>
      ) : null}
      {state.kind === 'ready' && !items.length ? <p className="home-news__status" role="status">{labels.empty}</p> : null}
      {state.kind === 'failed' ? (
        <div className="home-news__status" role="alert">
          <p>{labels.failed}</p>
          <button type="button" className="button button--ghost" onClick={load}>{labels.retry}</button>
        </div>
      ) : null}
      <MessageDialog open={dialog} message={labels.preparing} confirmLabel={labels.confirm} tone="error" onClose={() => setDialog(false)} />
    </div>
  );
}
