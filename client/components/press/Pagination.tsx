/**
 * Page links of the press list: real links (`?page=N`, so a new tab or a shared URL works) that
 * the list follows in place; the current page is marked with aria-current.
 */
import type { MouseEvent } from 'react';
import { fillMessage } from '../../../site/messages/fill.ts';
import { pageHref, pageWindow } from './format.ts';

export interface PaginationProps {
  path: string;
  current: number;
  pages: number;
  labels: { nav: string; prev: string; next: string; page: string };
  onGo: (pageNo: number) => void;
}

const ARROW = { prev: 'M10 3L5 8l5 5', next: 'M6 3l5 5-5 5' };

export function Pagination({ path, current, pages, labels, onGo }: PaginationProps) {
  const follow = (pageNo: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onGo(pageNo);
  };
  const step = (dir: 'prev' | 'next', pageNo: number, enabled: boolean) => {
    const icon = <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d={ARROW[dir]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>;
    return enabled
      ? <a className="pagination__step" href={pageHref(path, pageNo)} aria-label={labels[dir]} onClick={follow(pageNo)}>{icon}</a>
      : <span className="pagination__step" aria-disabled="true" aria-label={labels[dir]} role="link">{icon}</span>;
  };
  return (
    <nav className="pagination" aria-label={labels.nav}>
      {step('prev', current - 1, current > 0)}
      <ol className="pagination__pages">
        {pageWindow(current, pages).map((pageNo) => (
          <li key={pageNo}>
            <a className="pagination__page" href={pageHref(path, pageNo)} aria-current={pageNo === current ? 'page' : undefined} aria-label={fillMessage(labels.page, { page: pageNo + 1 })} onClick={follow(pageNo)}>
              {pageNo + 1}
            </a>
          </li>
        ))}
      </ol>
      {step('next', current + 1, current < pages - 1)}
    </nav>
  );
}
