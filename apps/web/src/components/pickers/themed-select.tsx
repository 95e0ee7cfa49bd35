import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import Select, { components as parts } from 'react-select';
import type {
  AriaOnFocusProps,
  GroupBase,
  MenuListProps,
  OptionProps,
  Props,
  StylesConfig,
} from 'react-select';
import { useTranslation } from 'react-i18next';
import { SELECT_MENU } from '@hoshi/contracts';
import { useIsMobile } from '../../lib/use-media-query.ts';

// Long menus (a guild's 500 channels or 250 roles) draw only the rows in view. The windowed list
// is a chunk of its own: only a guild with long lists loads it, preloaded as the picker mounts.
const loadWindowed = () => import('./windowed-menu-list.tsx');
const Windowed = lazy(loadWindowed);
const isLong = (options: readonly unknown[] = []) =>
  options.reduce<number>((n, o) => n + 1 + ((o as Partial<GroupBase<unknown>>).options?.length ?? 0), 0) >=
  120;

/**
 * react-select drawn with the theme's variables, so it follows all nine themes. react-select
 * injects these as styles at run time (the CSP allows inline styles for it).
 */
function themedStyles<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(): StylesConfig<
  Option,
  IsMulti,
  Group
> {
  return {
    control: (base, { isFocused }) => ({
      ...base,
      minHeight: 46,
      background: 'var(--surface-2)',
      borderColor: isFocused ? 'var(--focus)' : 'var(--border)',
      borderRadius: 12,
      boxShadow: isFocused ? '0 0 0 1px var(--focus)' : 'none',
      '&:hover': { borderColor: 'var(--accent)' },
    }),
    valueContainer: (base) => ({ ...base, padding: '2px 10px' }),
    singleValue: (base) => ({ ...base, color: 'var(--text)' }),
    input: (base) => ({ ...base, color: 'var(--text)' }),
    placeholder: (base) => ({ ...base, color: 'var(--text-muted)' }),
    menu: (base) => ({
      ...base,
      zIndex: 20,
      background: 'var(--surface)',
      border: '1px solid var(--border)',
      borderRadius: 12,
      boxShadow: 'var(--shadow)',
      overflow: 'hidden',
    }),
    menuList: (base) => ({ ...base, padding: 4 }),
    group: (base) => ({ ...base, paddingTop: 4, paddingBottom: 4 }),
    groupHeading: (base) => ({
      ...base,
      color: 'var(--text-muted)',
      fontSize: '0.75rem',
      fontWeight: 700,
      letterSpacing: '0.06em',
    }),
    option: (base, { isFocused, isSelected, isDisabled }) => ({
      ...base,
      borderRadius: 8,
      cursor: isDisabled ? 'not-allowed' : 'pointer',
      color: isSelected ? 'var(--on-accent)' : isDisabled ? 'var(--text-muted)' : 'var(--text)',
      background: isSelected ? 'var(--accent)' : isFocused ? 'var(--surface-2)' : 'transparent',
      ':active': { background: isSelected ? 'var(--accent)' : 'var(--surface-2)' },
    }),
    multiValue: (base) => ({
      ...base,
      background: 'var(--surface)',
      border: '1px solid var(--border)',
      borderRadius: 999,
    }),
    multiValueLabel: (base) => ({ ...base, color: 'var(--text)', padding: '2px 4px 2px 8px' }),
    multiValueRemove: (base) => ({
      ...base,
      color: 'var(--text-muted)',
      borderRadius: 999,
      ':hover': { background: 'var(--surface-2)', color: 'var(--danger)' },
    }),
    indicatorSeparator: (base) => ({ ...base, background: 'var(--border)' }),
    dropdownIndicator: (base) => ({
      ...base,
      color: 'var(--text-muted)',
      ':hover': { color: 'var(--text)' },
    }),
    clearIndicator: (base) => ({ ...base, color: 'var(--text-muted)', ':hover': { color: 'var(--danger)' } }),
    noOptionsMessage: (base) => ({ ...base, color: 'var(--text-muted)' }),
    loadingMessage: (base) => ({ ...base, color: 'var(--text-muted)' }),
  };
}

/** react-select's own words for a focused value or (on Apple devices) option, which a custom onFocus replaces. */
function focusMessage<Option, Group extends GroupBase<Option>>(
  focus: AriaOnFocusProps<Option, Group>,
): string {
  const { context, focused, options, label = '', selectValue, isSelected, isAppleDevice } = focus;
  const at = (list: readonly unknown[] | undefined) =>
    list?.length ? `${list.indexOf(focused) + 1} of ${list.length}` : '';
  if (context === 'value') return `value ${label} focused, ${at(selectValue)}.`;
  if (isAppleDevice) return `${label}${isSelected ? ' selected' : ''}, ${at(options)}.`;
  return '';
}

/** The id of the words that say why an option cannot be picked (drawn by the picker beside it). */
export const reasonId = (inputId: string | undefined, value: string) => `${inputId ?? 'select'}-why-${value}`;

/** A disabled option points at its reason, so a screen reader says why along with its name. */
function ReasonedOption<Option, IsMulti extends boolean, Group extends GroupBase<Option>>(
  option: OptionProps<Option, IsMulti, Group>,
) {
  const { inputId, getOptionValue } = option.selectProps;
  const describedBy = option.isDisabled ? reasonId(inputId, getOptionValue(option.data)) : undefined;
  return <parts.Option {...option} innerProps={{ ...option.innerProps, 'aria-describedby': describedBy }} />;
}

interface Unavailable<Option> {
  /** Why an option cannot be picked, or null: such an option is shown disabled with its reason. */
  unavailable?: (option: Option) => string | null;
}

/**
 * The one select every picker is built on: clearable, the spec's menu sizes (docs/product.md#toasts-and-select-widgets), its
 * widget texts (docs/product.md#texts) and no search on phones (docs/product.md#settings-forms). Props given by a picker win.
 */
export function ThemedSelect<
  Option,
  IsMulti extends boolean = false,
  Group extends GroupBase<Option> = GroupBase<Option>,
>({ unavailable, ...props }: Props<Option, IsMulti, Group> & Unavailable<Option>) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const long = isLong(props.options);
  useEffect(() => {
    if (long) void loadWindowed();
  }, [long]);
  // Only a menu opened before its preloaded chunk arrived waits here (a moment, once).
  return (
    <Suspense>
      <Select<Option, IsMulti, Group>
        isClearable
        isSearchable={!isMobile}
        maxMenuHeight={SELECT_MENU.maxHeight}
        minMenuHeight={SELECT_MENU.minHeight}
        pageSize={SELECT_MENU.pageSize}
        placeholder={t('pickers.select')}
        noOptionsMessage={() => t('pickers.noOptions')}
        loadingMessage={() => t('pickers.loading')}
        styles={themedStyles<Option, IsMulti, Group>()}
        isOptionDisabled={unavailable ? (option) => unavailable(option) !== null : undefined}
        ariaLiveMessages={{
          onFocus: (focus) => {
            const reason = focus.context === 'menu' && focus.isDisabled ? unavailable?.(focus.focused) : null;
            return reason ? t('pickers.unavailable', { label: focus.label, reason }) : focusMessage(focus);
          },
        }}
        {...props}
        // Long menus (500 channels, 250 roles) draw only the rows in view.
        components={{
          Option: ReasonedOption,
          ...(long ? { MenuList: Windowed as ComponentType<MenuListProps<Option, IsMulti, Group>> } : {}),
          ...props.components,
        }}
      />
    </Suspense>
  );
}
