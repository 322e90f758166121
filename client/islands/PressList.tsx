/**
 * The press list (DECISIONS §4: getPress, 10 a page by pageNo). The page number lives in the URL
 * (`?page=2`), so back, reload and shared links land on the same page. Loading, empty and error
 * states are each said in words; an item links to its pressView in the page's language. API text
 * is Korean (X-Language is fixed to ko), so it is marked lang="ko" on English pages too.
 */
import { useEffect, useRef, useState } from 'react';
import type { PressKey } from '../../site/messages/press.ts';
import { fillMessage } from '../../site/messages/fill.ts';
import { API_PATHS, postApi } from '../lib/api.ts';
import { formatPressDate, pageHref, pageNoFromSearch } from '../components/press/format.ts';
import { Pagination } from '../components/press/Pagination.tsx';

export interface PressListProps {
  locale: 'ko' | 'en';
  /** Route id of the page, sent as X-View-Name. */
  viewName: string;
  /** URL of this list page: '/eng/resources/press'. */
  listUrl: string;
  /** URL of the detail page in this language: '/eng/resources/pressView'. */
  detailUrl: string;
  labels: Record<PressKey, string>;
}

interface PressItem { pressSeq: number; pressType: string; pressTitle: string; pressDate: string }
interface PressPage { list: PressItem[]; totalCount: number; pageNo: number; pageSize: number }
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: PressPage };

function isPressPage(value: unknown): value is PressPage {
  const page = value as PressPage | null;
  return !!page && Array.isArray(page.list) && typeof page.totalCount === 'number' && typeof page.pageSize === 'number' && page.pageSize > 0;
}

function usePressPage(viewName: string) {
  const [pageNo, setPageNo] = useState<number | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const read = () => setPageNo(pageNoFromSearch(location.search));
    read();
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, []);
  useEffect(() => {
    if (pageNo === null) return undefined;
    let current = true;
    setState({ status: 'loading' });
    postApi<unknown>(API_PATHS.getPress, { pageNo }, { viewName }).then(
      (page) => current && setState(isPressPage(page) ? { status: 'ready', page } : { status: 'error' }),
      () => current && setState({ status: 'error' }),
    );
    return () => { current = false; };
  }, [pageNo, attempt, viewName]);
  return { pageNo: pageNo ?? 0, state, setPageNo, retry: () => setAttempt((n) => n + 1) };
}

function Item({ item, detailUrl, locale }: { item: PressItem; detailUrl: string; locale: 'ko' | 'en' }) {
  return (
    <li className="press-item">
      <a className="press-item__link" data-press-item href={`${detailUrl}?seq=${encodeURIComponent(String(item.pressSeq))}`}>
        <span className="press-item__type" lang="ko">{String(item.pressType)}</span>
        <span className="press-item__title" lang="ko">{String(item.pressTitle)}</span>
        <time className="press-item__date" dateTime={String(item.pressDate)}>{formatPressDate(String(item.pressDate), locale)}</time>
      </a>
    </li>
  );
}

export default function PressList({ locale, viewName, listUrl, detailUrl, labels }: PressListProps) {
  const { pageNo, state, setPageNo, retry } = usePressPage(viewName);
  const top = useRef<HTMLDivElement>(null);
  const go = (next: number) => {
    history.pushState(null, '', pageHref(listUrl, next));
    setPageNo(next);
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  const page = state.status === 'ready' ? state.page : undefined;
  const pages = page ? Math.ceil(page.totalCount / page.pageSize) : 0;
  const status = state.status === 'loading' ? labels['press.loading'] : page ? fillMessage(labels['press.total'], { count: page.totalCount }) : '';
  return (
    <div className="press-list" ref={top} tabIndex={-1} data-state={state.status} aria-busy={state.status === 'loading'}>
      <p className="press-list__status" role="status">{status}</p>
      {state.status === 'loading' ? (
        <ul className="press-list__skeleton" aria-hidden="true">{Array.from({ length: 5 }, (_, i) => <li key={i} />)}</ul>
      ) : null}
      {state.status === 'error' ? (
        <div className="press-state press-state--error" role="alert">
          <p>{labels['press.error']}</p>
          <button type="button" className="button button--ghost" onClick={retry}>{labels['press.retry']}</button>
        </div>
      ) : null}
      {page && page.list.length === 0 ? <p className="press-state">{labels['press.empty']}</p> : null}
      {page && page.list.length ? (
        <ul className="press-list__items">{page.list.map((item) => <Item key={item.pressSeq} item={item} detailUrl={detailUrl} locale={locale} />)}</ul>
      ) : null}
      {page && pages > 1 ? (
        <Pagination path={listUrl} current={pageNo} pages={pages} onGo={go}
          labels={{ nav: labels['press.pagination'], prev: labels['press.prev'], next: labels['press.next'], page: labels['press.page'] }} />
      ) : null}
    </div>
  );
}
