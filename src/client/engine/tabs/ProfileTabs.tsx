import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SEARCHABLE_SELECT_MIN_OPTIONS, SelectField } from '../../ui/forms/SelectField';
import { engineStateTexts } from '../engineTexts';
import { useTabRowOverflow } from './useTabRowOverflow';
import './ProfileTabs.css';

export interface ProfileTabsProps {
  /** Tab labels in order; two tabs may share a label (Conditioning has two 'Squats'). */
  labels: readonly string[];
  activeIndex: number;
  onSelect: (index: number) => void;
  /** Names the tab list for assistive technology, e.g. 'Activity Profile charts'. */
  label: string;
  /** The active tab's content. */
  children: ReactNode;
  /** Per tab, in order, other words it is found by in "Go to test" (its dataset's search_words). */
  searchWords?: readonly (readonly string[] | undefined)[];
}

/**
 * From this many tabs on, a row gets a searchable "Go to test" above it: too many to scan or
 * scroll through (76 laboratory tests), and as many as make a select a searchable combobox.
 */
export const TAB_FINDER_MIN_TABS = SEARCHABLE_SELECT_MIN_OPTIONS;

/**
 * Exactly one active tab (docs/product.md#profiles-and-datasets), as an ARIA tab list: arrow keys, Home and End move and
 * activate; only the active tab is in the tab order. The row scrolls sideways when the tabs
 * do not fit (40 conditioning tests), with arrow buttons for a mouse or a finger and swipe on a
 * phone; a long row also gets a searchable "Go to test".
 */
export function ProfileTabs({
  labels,
  activeIndex,
  onSelect,
  label,
  children,
  searchWords,
}: ProfileTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const { rowRef, canScrollBack, canScrollOn, scrollBy } = useTabRowOverflow(labels.length);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const scrolledBefore = useRef(false);
  useEffect(() => {
    // Keep the active tab in view when it changes (keyboard, or a default far along the row).
    // The row starts scrolled to its first tab, which needs nothing; otherwise the scroll
    // waits for the next frame, whose layout it then uses instead of forcing one here.
    const first = !scrolledBefore.current;
    scrolledBefore.current = true;
    if (first && activeIndex === 0) return;
    const frame = requestAnimationFrame(() => {
      // jsdom has no scrollIntoView, though its types say every element has it.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      tabRefs.current[activeIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [activeIndex]);

  function select(index: number) {
    const count = labels.length;
    const next = (index + count) % count;
    onSelect(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(activeIndex + 1),
      ArrowLeft: () => select(activeIndex - 1),
      Home: () => select(0),
      End: () => select(labels.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  return (
    <div className="profile-tabs">
      {labels.length >= TAB_FINDER_MIN_TABS ? (
        <div className="profile-tabs__finder">
          <SelectField
            label={engineStateTexts.goToTab}
            value={String(activeIndex)}
            options={labels.map((tabLabel, index) => ({
              value: String(index),
              label: tabLabel,
              searchWords: searchWords?.[index],
            }))}
            onChange={(event) => onSelect(Number(event.target.value))}
          />
        </div>
      ) : null}
      <div className="profile-tabs__row">
        {canScrollBack ? (
          <button
            type="button"
            className="profile-tabs__scroll profile-tabs__scroll--back"
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => scrollBy(-1)}
          >
            ‹
          </button>
        ) : null}
        <div ref={rowRef} className="profile-tabs__list" role="tablist" aria-label={label}>
          {labels.map((tabLabel, index) => {
            const active = index === activeIndex;
            return (
              <button
                key={tabId(index)}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                id={tabId(index)}
                type="button"
                role="tab"
                className="profile-tabs__tab"
                aria-selected={active}
                aria-controls={active ? panelId : undefined}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(index)}
                onKeyDown={onKeyDown}
              >
                {tabLabel}
              </button>
            );
          })}
        </div>
        {canScrollOn ? (
          <button
            type="button"
            className="profile-tabs__scroll profile-tabs__scroll--on"
            aria-hidden="true"
            tabIndex={-1}
            onClick={() => scrollBy(1)}
          >
            ›
          </button>
        ) : null}
      </div>
      <div
        id={panelId}
        className="profile-tabs__panel"
        role="tabpanel"
        aria-labelledby={tabId(activeIndex)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
