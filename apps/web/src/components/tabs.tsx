import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. Every
 * panel stays mounted (hidden when not selected) so what is typed in one survives a switch.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);

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
      {/* Scrolls sideways on purpose when the labels are wider than the screen (see settings.css). */}
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
