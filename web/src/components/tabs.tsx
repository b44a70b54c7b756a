import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<K extends string> {
  id: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  /** Extra classes for the tab list (daisyUI `tabs tabs-box` is always there) and for each tab. */
  className?: string;
  tabClassName?: string;
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop; the arrow keys move to the previous or
 * next tab (wrapping), Home and End to the first and last, selecting as they go.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className = "",
  tabClassName = "",
  panelClassName = "",
}: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={`tabs tabs-box ${className}`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={`tab ${active ? "tab-active" : ""} ${tabClassName}`}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
