import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Text,
  ThemeIcon,
  UnstyledButton,
  useMantineTheme,
  type MantineColor,
  type MantineRadius,
  type MantineSize,
  type MantineTheme,
} from '@mantine/core';
import { useRouter, type NavigateOptions } from '@tanstack/react-router';
import cellClasses from './data-table-cells.module.css';

/*
 * Light cells for the data table. A Mantine component costs its props merge, styles API and Box
 * on every render; a row of Avatar, Anchor, Text, ThemeIcon, Badge, three ActionIcons and a
 * Checkbox was ~116 React components and ~48 DOM nodes, and 100 rows took most of a 300 ms frame
 * (docs/data-table.md). These render the same markup (Mantine's own classes, and the CSS
 * variables its `varsResolver` gives, computed once per look and theme), with no Mantine
 * component in between. Use them in columns; keep Mantine components for everything else.
 */

export { cellClasses };

type Vars = Record<string, string | undefined>;
const varsCache = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/** Mantine's CSS variables for a look, computed once per theme. */
function useLookVars(key: string, resolve: (theme: MantineTheme) => Vars): CSSProperties {
  const theme = useMantineTheme();
  let looks = varsCache.get(theme);
  if (!looks) {
    looks = new Map();
    varsCache.set(theme, looks);
  }
  let vars = looks.get(key);
  if (!vars) {
    vars = Object.fromEntries(
      Object.entries(resolve(theme)).filter(([, value]) => value !== undefined),
    ) as CSSProperties;
    looks.set(key, vars);
  }
  return vars;
}

type BadgeCellProps = {
  color: MantineColor;
  variant?: 'light' | 'filled' | 'outline' | 'dot' | 'default';
  radius?: MantineRadius;
  size?: MantineSize;
  /** Mantine's badges are upper case; false keeps the text as written (`tt="none"`). */
  uppercase?: boolean;
  className?: string;
  children: ReactNode;
};

/** Mantine's `Badge` look. */
export function CellBadge({
  color,
  variant = 'light',
  radius,
  size,
  uppercase = true,
  className,
  children,
}: BadgeCellProps) {
  const vars = useLookVars(`badge:${color}:${variant}:${radius}:${size}`, (theme) => {
    return Badge.varsResolver(theme, { color, variant, radius, size }, undefined).root as Vars;
  });
  return (
    <div
      className={[
        Badge.classes.root,
        cellClasses.badge,
        uppercase ? '' : cellClasses.asWritten,
        className ?? '',
      ]
        .join(' ')
        .trim()}
      data-variant={variant}
      data-size={size}
      style={vars}
    >
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}

type ThemeIconCellProps = {
  color: MantineColor;
  variant?: 'light' | 'filled';
  size?: MantineSize;
  radius?: MantineRadius;
  children: ReactNode;
};

/** Mantine's `ThemeIcon` look (decorative: hidden from screen readers). */
export function CellThemeIcon({
  color,
  variant = 'light',
  size = 'sm',
  radius = 'xl',
  children,
}: ThemeIconCellProps) {
  const vars = useLookVars(`themeIcon:${color}:${variant}:${size}:${radius}`, (theme) => {
    return ThemeIcon.varsResolver(theme, { color, variant, size, radius }, undefined).root as Vars;
  });
  return (
    <div
      className={ThemeIcon.classes.root}
      data-variant={variant}
      data-size={size}
      aria-hidden
      style={vars}
    >
      {children}
    </div>
  );
}

function initials(name: string): string {
  // As Mantine's Avatar does.
  const words = name.split(' ');
  if (words.length === 1) return name.slice(0, 2).toUpperCase();
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

type AvatarCellProps = Omit<ComponentPropsWithRef<'div'>, 'color'> & {
  name: string;
  src?: string | null;
  size: number;
  radius?: MantineRadius;
  /** Without a name's initials: this content (an icon) on `color`. */
  color?: MantineColor;
};

/**
 * Mantine's `Avatar` look with `color="initials"`: the picture, or the initials on the name's
 * colour when there is none or it fails. Decorative: the name is in the cell beside it.
 */
export function CellAvatar({
  name,
  src,
  size,
  radius = 'xl',
  color = 'initials',
  children,
  className,
  ...others
}: AvatarCellProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const vars = useLookVars(`avatar:${color}:${name}:${size}:${radius}`, (theme) => {
    return Avatar.varsResolver(theme, { color, name, size, radius }, undefined).root as Vars;
  });
  const showImage = Boolean(src) && failed !== src;
  return (
    <div
      {...others}
      className={className ? `${Avatar.classes.root} ${className}` : Avatar.classes.root}
      aria-hidden
      style={vars}
    >
      {showImage ? (
        <img
          className={Avatar.classes.image}
          src={src ?? undefined}
          alt=""
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span className={Avatar.classes.placeholder}>{children ?? initials(name)}</span>
      )}
    </div>
  );
}

/** How long the pointer rests on a link before its screen preloads (the router's default). */
const PRELOAD_DELAY_MS = 50;

type AnyRouter = ReturnType<typeof useRouter>;
/** A screen: its path and the path's params (no search, which could depend on the current one). */
type CellDestination = Pick<NavigateOptions, 'to' | 'params'>;
const hrefs = new WeakMap<AnyRouter, Map<string, string>>();

/**
 * A link's address, built by the router once per destination (two links a row, 100 rows: the
 * router's `buildLocation` was 3 ms of a page): the same path and params always give the same
 * address.
 */
function hrefOf(router: AnyRouter, link: CellDestination): string {
  let known = hrefs.get(router);
  if (!known) {
    known = new Map();
    hrefs.set(router, known);
  }
  const key = JSON.stringify(link);
  let href = known.get(key);
  if (href === undefined) {
    // A long session's worth of addresses, not every row ever shown.
    if (known.size >= 1000) known.clear();
    href = router.buildLocation(link).href;
    known.set(key, href);
  }
  return href;
}

type CellLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** Where it leads, as for the router's `Link`: `{ to: '/apps/users/$userId', params }`. */
  link: CellDestination;
};

/** The look of Mantine's `Anchor`: a `CellLink`'s unless it is given another (an action icon's). */
const cellAnchorProps = {
  className: `mantine-focus-auto ${Text.classes.root} ${Anchor.classes.root} ${cellClasses.name}`,
  'data-underline': 'hover',
  'data-truncate': 'end',
} as const;

/**
 * A link to another screen, light enough for every row: a plain anchor that navigates in the app
 * on a plain click (a click with a modifier, or the middle button, does what the browser does)
 * and preloads the screen when the pointer rests on it or it takes focus, as the router's `Link`
 * does with `preload: 'intent'`, without the `Link`'s hooks and location subscription in every
 * cell (two a row were ~5 ms of a 100-row page). It looks like Mantine's `Anchor` unless given a
 * `className` of its own.
 */
export function CellLink({
  link,
  children,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  ...others
}: CellLinkProps) {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  const href = hrefOf(router, link);
  const preload = () => {
    router.preloadRoute(link).catch(() => {
      // A failed preload is tried again by the navigation, which shows its error.
    });
  };
  return (
    <a
      {...cellAnchorProps}
      {...others}
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(preload, PRELOAD_DELAY_MS);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        window.clearTimeout(timer.current);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onClick={(event) => {
        onClick?.(event);
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey &&
          (others.target === undefined || others.target === '_self');
        if (event.defaultPrevented || !plain) return;
        event.preventDefault();
        window.clearTimeout(timer.current);
        void router.navigate(link);
      }}
    >
      {children}
    </a>
  );
}

const identityNameClass = `${cellClasses.name} ${cellClasses.twoLines}`;
const identityLinkClass = `${cellAnchorProps.className} ${cellClasses.twoLines}`;

/**
 * Who or what a row is: its picture (the initials without one), its name (a link to its page when
 * it has one) and, below, a second line (an email, a company). The first column of a list of
 * people or things.
 */
export function CellIdentity({
  name,
  avatar,
  avatarSize = 34,
  avatarRadius,
  link,
  secondary,
}: {
  name: string;
  avatar?: string | null;
  avatarSize?: number;
  avatarRadius?: MantineRadius;
  link?: CellDestination;
  secondary?: ReactNode;
}) {
  // The name wraps (two lines at most) rather than truncating on one: a one-line name is as wide
  // as its text, and a long one pushed the row's last columns out of view (products at 1440 px).
  // In its own direction, so that right to left a Latin name is cut at its end, not its start.
  const label = link ? (
    <CellLink link={link} className={identityLinkClass} data-truncate={undefined} dir="auto">
      {name}
    </CellLink>
  ) : (
    <span className={identityNameClass} dir="auto">
      {name}
    </span>
  );
  return (
    <div className={`${cellClasses.group} ${cellClasses.groupWide}`}>
      <CellAvatar name={name} src={avatar} size={avatarSize} radius={avatarRadius} />
      {secondary === undefined ? (
        label
      ) : (
        <div className={cellClasses.stack}>
          {label}
          <CellSecondary>{secondary}</CellSecondary>
        </div>
      )}
    </div>
  );
}

/** Mantine's dimmed `Text` (size xs), truncated: the second line of a cell. */
export function CellSecondary({ children }: { children: ReactNode }) {
  return (
    <div className={`${Text.classes.root} ${cellClasses.secondary}`} data-truncate="end">
      {children}
    </div>
  );
}

/**
 * A cell's text (a date, a place, a number with its unit) isolated in its own direction: in a
 * right-to-left page "1 nov. 2026" would otherwise read "nov. 2026 1", its leading number taken
 * as part of the page's right-to-left run. A `<bdi>`, inline, so the column keeps its alignment.
 */
export function CellText({
  children,
  nowrap = false,
  className,
}: {
  children: ReactNode;
  /** On one line (dates). */
  nowrap?: boolean;
  className?: string;
}) {
  const classNames = [cellClasses.text, nowrap ? cellClasses.nowrap : undefined, className];
  return <bdi className={classNames.filter(Boolean).join(' ')}>{children}</bdi>;
}

type ActionIconLook = {
  className: string;
  style: CSSProperties;
  'data-variant': 'subtle';
  'aria-label': string;
  children: ReactNode;
};

type ActionIconCellProps = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'onClick' | 'color'
> & {
  /** The accessible name (the icon is decorative). */
  label: string;
  color?: MantineColor;
  /** The icon, `aria-hidden`. */
  children: ReactNode;
  onClick?: () => void;
  /** Shown as disabled and says why (`aria-description`); still focusable. */
  disabledReason?: string;
  /** Renders something else (a link) with the look, e.g. `(look) => <CellLink {...look} link={…} />`. */
  renderRoot?: (look: ActionIconLook) => ReactNode;
};

/**
 * Mantine's subtle `ActionIcon` (default size): a button, or a link with `renderRoot`. Other
 * props (a ref, handlers) go to the button, so it can be a Tooltip's target.
 */
export function CellActionIcon({
  label,
  color = 'gray',
  children,
  onClick,
  disabledReason,
  renderRoot,
  className,
  disabled: nativeDisabled,
  ...others
}: ActionIconCellProps) {
  const vars = useLookVars(`actionIcon:${color}`, (theme) => {
    return ActionIcon.varsResolver(theme, { color, variant: 'subtle' }, undefined).root as Vars;
  });
  const disabled = disabledReason !== undefined || nativeDisabled === true;
  const look: ActionIconLook = {
    className: `mantine-focus-auto ${disabled ? '' : 'mantine-active '}${ActionIcon.classes.root} ${UnstyledButton.classes.root}${className ? ` ${className}` : ''}`,
    style: vars,
    'data-variant': 'subtle',
    'aria-label': label,
    // Mantine wraps the icon in a span for its loader; the root centres it on its own.
    children,
  };
  if (renderRoot) return renderRoot(look);
  return (
    <button
      type="button"
      {...others}
      {...look}
      disabled={nativeDisabled}
      data-disabled={disabled || undefined}
      aria-disabled={disabledReason === undefined ? undefined : true}
      // oxlint-disable-next-line jsx-a11y/role-supports-aria-props -- ARIA 1.3 global attribute (Chromium, NVDA, VoiceOver read it); the lint rule predates it.
      aria-description={disabledReason}
      onClick={disabledReason === undefined ? onClick : undefined}
    />
  );
}

type CheckboxCellProps = Omit<
  ComponentPropsWithRef<'input'>,
  'onChange' | 'checked' | 'size' | 'type'
> & {
  label: string;
  /** Mantine's xs (16 px, tables) or sm (20 px, lists). */
  size?: 'xs' | 'sm';
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  description?: string;
  onChange: (checked: boolean) => void;
};

/** Mantine's `Checkbox` (size xs) drawn by one native input. */
export function CellCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  description,
  onChange,
  size = 'xs',
  className,
  ...others
}: CheckboxCellProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      {...others}
      ref={ref}
      type="checkbox"
      className={`mantine-focus-auto ${cellClasses.checkbox}${className ? ` ${className}` : ''}`}
      data-size={size}
      aria-label={label}
      // oxlint-disable-next-line jsx-a11y/role-supports-aria-props -- ARIA 1.3 global attribute; the lint rule predates it.
      aria-description={description}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
