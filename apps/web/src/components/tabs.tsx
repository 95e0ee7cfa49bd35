import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

export interface TabItem {
  id: string;
  label: string;
  /** Shows the unsaved-changes dot on the tab. */
  badge?: boolean;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}

/** A row of tabs wider than the screen scrolls: the chosen tab is brought fully into view. */
const reveal = (tab: HTMLElement | null | undefined) =>
  // jsdom has no scrollIntoView, though the DOM types promise it.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

/** Which ends of a scrolling row of tabs have more tabs past them. */
interface Overflow {
  start: boolean;
  end: boolean;
}

/** Follows the row's scroll position and size: what lies past each of its ends. */
function useOverflow(list: RefObject<HTMLDivElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The row's own box, and each tab's: labels change width with the language, the row not.
    for (const box of [element, ...element.children]) observer?.observe(box);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [list]);
  return overflow;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. Every
 * panel stays mounted (hidden when not selected) so what is typed in one survives a switch.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(list);
  // A cue at an end with more tabs past it, pressed to scroll that way (a pointer's way there;
  // the arrow keys already reach every tab, so the cues are left out of the tab order).
  const cue = (side: 'start' | 'end') =>
    overflow[side] && (
      <button
        type="button"
        className={`tabs__more tabs__more--${side}`}
        data-scroll-cue={side}
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => {
          const element = list.current;
          if (!element) return;
          const step = element.clientWidth * 0.7;
          const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          element.scrollBy({ left: side === 'end' ? step : -step, behavior: still ? 'instant' : 'smooth' });
        }}
      >
        <Icon name={side === 'end' ? 'chevronRight' : 'chevronLeft'} size={18} />
      </button>
    );

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    const button = list.current?.querySelector<HTMLButtonElement>(
      `#${CSS.escape(`${baseId}-tab-${target.id}`)}`,
    );
    button?.focus();
    reveal(button);
  };

  return (
    <div className="tabs">
      <div
        className="tabs__bar"
        data-more-start={overflow.start || undefined}
        data-more-end={overflow.end || undefined}
      >
        {/* Scrolls sideways on purpose when the labels are wider than the screen (see settings.css),
          with a cue at each end that has more tabs past it. */}
        <div ref={list} className="tabs__list" role="tablist" aria-label={label} data-scrolls="">
          {tabs.map((tab, index) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                id={`${baseId}-tab-${tab.id}`}
                type="button"
                role="tab"
                className="tabs__tab"
                aria-selected={active}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={active ? 0 : -1}
                onClick={(event) => {
                  onSelect(tab.id);
                  reveal(event.currentTarget);
                }}
                onKeyDown={(event) => move(event, index)}
              >
                {tab.label}
                {tab.badge && (
                  <span className="dot-badge">
                    <span className="visually-hidden">{t('settings.tabUnsaved')}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {cue('start')}
        {cue('end')}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          className="tabs__panel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
