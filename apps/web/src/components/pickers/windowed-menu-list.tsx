import {
  Children,
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { components, type GroupBase, type MenuListProps } from 'react-select';

/** Rows drawn beyond the visible ones, each side. */
const OVERSCAN = 8;
/** Row heights before any is measured (jsdom measures 0 and keeps these). */
const ESTIMATE = { option: 38, heading: 30 };

interface OptionRow {
  kind: 'option';
  element: ReactElement<{ isFocused?: boolean }>;
  group: number;
}
interface HeadingRow {
  kind: 'heading';
  group: number;
}
type Row = OptionRow | HeadingRow;

type GroupElement = ReactElement<{ children?: ReactNode }>;

/** react-select's children (Group elements holding Options, or Options) as flat rows. */
function flatten(children: ReactNode): { rows: Row[]; groups: GroupElement[] } {
  const rows: Row[] = [];
  const groups: GroupElement[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    // A Group carries its Heading component; an Option does not (both carry `options`).
    const props = child.props as { Heading?: unknown; children?: ReactNode };
    if (props.Heading !== undefined) {
      const group = groups.push(child as GroupElement) - 1;
      rows.push({ kind: 'heading', group });
      for (const option of Children.toArray(props.children)) {
        if (isValidElement(option))
          rows.push({ kind: 'option', element: option as OptionRow['element'], group });
      }
    } else {
      rows.push({ kind: 'option', element: child as OptionRow['element'], group: -1 });
    }
  }
  return { rows, groups };
}

/**
 * react-select's menu list, drawing only the rows in view of a long menu (a guild's 500
 * channels or 250 roles): the listbox, its options' roles and ids stay react-select's own, and
 * the option react-select focuses (arrow keys, Page Up/Down, Home/End) is always drawn and
 * scrolled into view, so keyboard use and aria-activedescendant work as in the whole list.
 */
export default function WindowedMenuList<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(
  props: MenuListProps<Option, IsMulti, Group>,
) {
  const { rows, groups } = flatten(props.children);
  // The top spacer: its parent is react-select's menu list element.
  const spacer = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [heights, setHeights] = useState(ESTIMATE);
  // ThemedSelect draws this only for long menus; a search can shorten one to a few rows.
  const windowed = rows.length > 40;

  const height = (row: Row) => (row.kind === 'option' ? heights.option : heights.heading);
  const tops: number[] = [];
  let total = 0;
  for (const row of rows) {
    tops.push(total);
    total += height(row);
  }
  const focused = rows.findIndex((row) => row.kind === 'option' && row.element.props.isFocused);

  // Keep the focused option in view: react-select can only scroll to an option that is drawn.
  useLayoutEffect(() => {
    const list = spacer.current?.parentElement;
    if (!windowed || !list || focused < 0) return;
    const top = tops[focused] ?? 0;
    const bottom = top + height(rows[focused] as Row);
    const view = list.clientHeight || props.maxHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + view) list.scrollTop = bottom - view;
    setScrollTop(list.scrollTop);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the focus moves
  }, [focused, windowed]);

  // Measure real row heights once drawn (themes and fonts differ from the estimates).
  useLayoutEffect(() => {
    const list = spacer.current?.parentElement;
    if (!windowed || !list) return;
    const option = list.querySelector<HTMLElement>('[role="option"]')?.offsetHeight ?? 0;
    if (option > 0 && option !== heights.option) setHeights((h) => ({ ...h, option }));
  }, [windowed, heights.option, scrollTop]);

  if (!windowed) return <components.MenuList {...props} />;

  const view = props.maxHeight;
  let first = tops.findIndex((top, i) => top + height(rows[i] as Row) > scrollTop);
  if (first < 0) first = 0;
  let last = first;
  while (last < rows.length - 1 && (tops[last] ?? 0) < scrollTop + view) last++;
  first = Math.max(0, first - OVERSCAN);
  last = Math.min(rows.length - 1, last + OVERSCAN);
  if (focused >= 0 && (focused < first || focused > last)) {
    // Drawn even before the scroll effect catches up, so aria-activedescendant never dangles.
    first = Math.min(first, focused);
    last = Math.max(last, focused);
  }

  // The visible rows, regrouped: each group element keeps its heading and only its visible options.
  const drawn: ReactNode[] = [];
  let i = first;
  while (i <= last) {
    const row = rows[i] as Row;
    if (row.group < 0) {
      drawn.push((row as OptionRow).element);
      i++;
      continue;
    }
    const group = row.group;
    const options: ReactNode[] = [];
    while (i <= last && (rows[i] as Row).group === group) {
      const r = rows[i] as Row;
      if (r.kind === 'option') options.push(r.element);
      i++;
    }
    const element = groups[group] as GroupElement;
    drawn.push(cloneElement(element, { key: element.key ?? group }, options));
  }

  // A group cut at the top still draws its heading just above its first drawn option.
  const cut = (rows[first] as Row).kind === 'option' && (rows[first] as Row).group >= 0;
  const before = Math.max(0, (tops[first] ?? 0) - (cut ? heights.heading : 0));
  const after = total - ((tops[last] ?? 0) + height(rows[last] as Row));
  return (
    <components.MenuList
      {...props}
      innerProps={{
        ...props.innerProps,
        onScroll: (event) => setScrollTop(event.currentTarget.scrollTop),
      }}
    >
      <div ref={spacer} style={{ height: before }} aria-hidden="true" />
      {drawn}
      <div style={{ height: after }} aria-hidden="true" />
    </components.MenuList>
  );
}
