import { Button } from '../../ui/actions/Button';
import { sharingTexts } from './sharingTexts';

export interface AccessLogPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next, with where the reader is: "Page 2 of 5". */
export function AccessLogPager({ page, pages, onPage }: AccessLogPagerProps) {
  return (
    <nav className="access-log__pager" aria-label={sharingTexts.pagingLabel}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {sharingTexts.previous}
      </Button>
      <p className="access-log__page" aria-live="polite">
        {sharingTexts.pageOf(page, pages)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {sharingTexts.next}
      </Button>
    </nav>
  );
}
