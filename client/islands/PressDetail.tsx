/**
 * `pressView?seq=N` (contracts §11): an item the build knows is an article page of its own, so
 * the visitor is sent there (`location.replace`, the old address leaves no history entry). Only
 * for a seq the build does not know (an item only the backend has) it asks getPressDetail and
 * shows the answer as text, never as HTML; the original article opens in a new tab, and only when
 * its link is http or https. A missing, malformed or unknown seq and a failed call each get their
 * own message. API text is Korean (X-Language is fixed to ko), hence lang="ko" on it.
 */
import { type MouseEvent as ReactMouseEvent, useEffect, useState } from 'react';
import type { Labels } from '../../site/i18n.ts';
import { API_PATHS } from '../../site/api.ts';
import { ApiError, postApi } from '../lib/api.ts';
import { safeLink, seqFromSearch, toParagraphs } from '../components/press/format.ts';
import {
  PRESS_ARTICLE_LABELS,
  PressArticleBody,
  PressBackLink,
} from '../components/press/PressArticleBody.tsx';
import type { DateFormat } from '../../site/dates.ts';
import type { PressDetail as PressDetailData } from '../../site/content/press.ts';

/** The strings the island shows, the article's among them. */
export const PRESS_DETAIL_LABELS = [
  'press.detailLoading',
  'press.forwarding',
  'press.forwardLink',
  'press.missingSeq',
  'press.notFound',
  'press.error',
  'press.retry',
  ...PRESS_ARTICLE_LABELS,
] as const;

export interface PressDetailProps {
  /** How the page writes dates (site/dates.ts). */
  dates: DateFormat;
  /** Route id of the page, sent as X-View-Name. */
  viewName: string;
  /** URL of the press list in this language: '/eng/resources/press'. */
  listUrl: string;
  labels: Labels<(typeof PRESS_DETAIL_LABELS)[number]>;
  /** The build's articles: `slugs[seq - 1]` is the slug of pressSeq `seq` ('' where none). */
  slugs: string[];
  /** Article URL prefix in this language: '/eng/resources/press/'. */
  base: string;
  /** Seqs without an English article: they go to the Korean one, under `koreanBase`. */
  koreanOnly: number[];
  koreanBase: string;
}

/**
 * ({ slugs: ['', 'a'], base: '/eng/x/', koreanOnly: [], koreanBase: '/x/' }, 2) -> '/eng/x/a';
 * (the same, 1) -> undefined
 */
export function articleUrl(
  props: Pick<PressDetailProps, 'slugs' | 'base' | 'koreanOnly' | 'koreanBase'>,
  seq: number,
): string | undefined {
  const slug = props.slugs[seq - 1];
  if (!slug) return undefined;
  return (props.koreanOnly.includes(seq) ? props.koreanBase : props.base) + slug;
}

type State =
  | { status: 'loading' | 'missing' | 'notFound' | 'error' }
  | { status: 'forwarding'; url: string }
  | { status: 'ready'; item: PressDetailData };

function usePressDetail(props: PressDetailProps) {
  const { viewName } = props;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: props are the island's, fixed for its life; `attempt` is the retry button's trigger
  useEffect(() => {
    const seq = seqFromSearch(location.search);
    if (seq === undefined) return setState({ status: 'missing' });
    const known = articleUrl(props, seq);
    if (known) {
      setState({ status: 'forwarding', url: known });
      location.replace(known);
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    postApi<PressDetailData>(API_PATHS.getPressDetail, { pressSeq: seq }, { viewName }).then(
      (item) =>
        current &&
        setState(
          item && typeof item === 'object' ? { status: 'ready', item } : { status: 'error' },
        ),
      (error) =>
        current &&
        setState({
          status: error instanceof ApiError && error.status === 404 ? 'notFound' : 'error',
        }),
    );
    return () => {
      current = false;
    };
  }, [attempt, viewName]); // the article table (props) is fixed for the page
  return { state, retry: () => setAttempt((n) => n + 1) };
}

export default function PressDetail(props: PressDetailProps) {
  const { dates, listUrl, labels } = props;
  const { state, retry } = usePressDetail(props);
  // Coming from the list, go back in history so the list keeps its page and scroll position.
  const back = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    if (
      referrer?.origin !== location.origin ||
      referrer.pathname !== listUrl ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey
    )
      return;
    event.preventDefault();
    history.back();
  };
  const message = {
    loading: labels['press.detailLoading'],
    forwarding: labels['press.forwarding'],
    missing: labels['press.missingSeq'],
    notFound: labels['press.notFound'],
    error: labels['press.error'],
    ready: '',
  }[state.status];
  const calm = state.status === 'loading' || state.status === 'forwarding';
  return (
    <div className="press-detail" data-press-detail data-state={state.status} aria-busy={calm}>
      {state.status === 'ready' ? (
        <PressArticleBody
          type={String(state.item.pressType)}
          date={String(state.item.pressDate)}
          dates={dates}
          title={String(state.item.pressTitle)}
          lang="ko"
          body={{ paragraphs: toParagraphs(state.item.pressContent) }}
          link={safeLink(state.item.pressLink)}
          labels={labels}
        />
      ) : (
        <div
          className={`press-state press-state--${state.status}`}
          role={calm ? 'status' : 'alert'}
        >
          <p>{message}</p>
        </div>
      )}
      {state.status === 'forwarding' ? (
        <p className="press-detail__forward">
          <a href={state.url}>{labels['press.forwardLink']}</a>
        </p>
      ) : null}
      {state.status === 'error' ? (
        <button type="button" className="button button--ghost" onClick={retry}>
          {labels['press.retry']}
        </button>
      ) : null}
      <PressBackLink href={listUrl} labels={labels} onClick={back} />
    </div>
  );
}
