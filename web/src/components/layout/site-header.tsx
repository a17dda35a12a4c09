'use client'

import { usePathname } from 'next/navigation'
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type RefObject,
} from 'react'
import { CONTACT_DIALOG_ID, buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { SiteLogo } from './site-logo'
import styles from './header.pcss'

/** A menu group as the header needs it: its links keyed by address, their CMS keys left on the server. */
export type HeaderGroup = { _key: string; label: string; links: { label: string; href: string }[] }

// Data, not elements: the payload hands a client component its props, and the header draws the logo
// from the name (an element passed in would weigh on every page's payload as a tree of its own).
type Props = { companyName: string; groups: HeaderGroup[]; contactLabel: string; phone: string }

// The scrolled flag turns on past 400 px and off under 50 px, checked at most every 200 ms.
const ON_AT = 400
const OFF_AT = 50
const THROTTLE_MS = 200

function useScrolledFlag(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    let last = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      last = Date.now()
      timer = undefined
      const y = window.scrollY
      setScrolled((current) => (y > ON_AT ? true : y < OFF_AT ? false : current))
    }
    const onScroll = () => {
      if (timer) return
      const wait = Math.max(0, THROTTLE_MS - (Date.now() - last))
      timer = setTimeout(check, wait)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (timer) clearTimeout(timer)
    }
  }, [])
  return scrolled
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  )
}

type Groups = HeaderGroup[]

type MenuGroupProps = {
  group: Groups[number]
  listId: string
  open: boolean
  onToggle: () => void
  pathname: string
  onNavigate: () => void
  /** Before the scripts run: a <details> the browser opens by itself, one of the set `accordion` names. */
  accordion: string | false
}

type GroupLinksProps = { id: string; links: HeaderGroup['links']; hidden: boolean; pathname: string; onNavigate: () => void }

/** A group's links, memoized: opening one group does not render every other group's links again. */
const GroupLinks = memo(function GroupLinks({ id, links, hidden, pathname, onNavigate }: GroupLinksProps) {
  return (
    <ul id={id} className={`${styles.links} ${links.length > 8 ? styles.linksWide : ''}`} hidden={hidden}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={pathname === link.href ? 'page' : undefined} onClick={onNavigate}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
})

/** A group's disclosure button and its links: a drop-down in the wide bar, a section of the phone menu. */
function MenuGroup({ group, listId, open, onToggle, pathname, onNavigate, accordion }: MenuGroupProps) {
  const links = <GroupLinks id={listId} links={group.links} hidden={!accordion && !open} pathname={pathname} onNavigate={onNavigate} />
  if (accordion) {
    return (
      <details className={styles.disclosure} name={accordion} data-group={group._key}>
        <summary className={styles.groupButton}>
          {group.label}
          <Chevron />
        </summary>
        {links}
      </details>
    )
  }
  return (
    <>
      <button type="button" className={styles.groupButton} aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {group.label}
        <Chevron />
      </button>
      {links}
    </>
  )
}

type NavProps = {
  id: string
  groups: Groups
  pathname: string
  openGroups: ReadonlySet<string>
  onToggleGroup: (key: string) => void
  onNavigate: () => void
  navRef: RefObject<HTMLElement | null>
  native: boolean
  contactLabel: string
  phone: string
}

/**
 * The site's menu, drawn once: a bar of drop-downs on a wide screen, the panel the Menu button opens on
 * a phone (header.pcss lays it out for each). Memoized: a tap on Menu (or the scrolled flag) re-renders
 * the header's bar, not every group's links, in the frame that answers the tap.
 */
const Nav = memo(function Nav({
  id,
  groups,
  pathname,
  openGroups,
  onToggleGroup,
  onNavigate,
  navRef,
  native,
  contactLabel,
  phone,
}: NavProps) {
  return (
    <nav ref={navRef} id={id} className={styles.nav} aria-label="Main">
      <div className={`container ${styles.navBody}`}>
        <ul className={styles.navList}>
          {groups.map((group) => (
            <li key={group._key} className={styles.navItem}>
              <MenuGroup
                group={group}
                listId={`${id}-${group._key}`}
                open={openGroups.has(group._key)}
                onToggle={() => onToggleGroup(group._key)}
                pathname={pathname}
                onNavigate={onNavigate}
                accordion={native && `${id}-groups`}
              />
            </li>
          ))}
        </ul>
        <div className={styles.mobileActions}>
          {/* Phones: Contact goes to the full contact page (a form in a dialog over a small screen is cramped). */}
          <a href="/contact" className={buttonClass('primary', { block: true })} onClick={onNavigate}>
            {contactLabel}
          </a>
          <a href={telHref(phone)} className={buttonClass('outline', { block: true })} data-track="phone_click">
            Call {phone}
          </a>
        </div>
      </div>
    </nav>
  )
})

function MenuIcon({ open, className }: { open: boolean; className?: string }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The menus as <details> until the page's scripts have run (server markup and hydration), then the
 * buttons every visitor with scripts gets. The open menu and groups are taken along, and a focus on the
 * phone menu moves to the Menu button.
 */
function useNativeUntilScripts(
  dispatch: Dispatch<MenuAction>,
  menuButtonRef: RefObject<HTMLButtonElement | null>,
  navRef: RefObject<HTMLElement | null>,
) {
  // True in the server's markup and while hydrating it, false from the render right after.
  const native = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const refocus = useRef(false)
  // Read as the Menu's <details> leaves (before the groups' do): whether it was open, which groups, and
  // whether the phone menu had the focus.
  const nativeMenuRef = useCallback(
    (details: HTMLDetailsElement | null) => () => {
      const nav = navRef.current
      if (!details || !nav) return
      const groups = [...nav.querySelectorAll<HTMLElement>('details[open][data-group]')].map((group) => group.dataset.group ?? '')
      dispatch({ type: 'restore', state: { mobileOpen: details.open, openGroups: new Set(groups) } })
      refocus.current = details.contains(document.activeElement) || (details.open && nav.contains(document.activeElement))
    },
    [dispatch, navRef],
  )
  useEffect(() => {
    if (native || !refocus.current) return
    refocus.current = false
    menuButtonRef.current?.focus()
  }, [native, menuButtonRef])
  return { native, nativeMenuRef }
}

const noSubscription = () => () => undefined

type MenuState = { mobileOpen: boolean; openGroups: ReadonlySet<string> }
type MenuAction = { type: 'menu' | 'close' } | { type: 'group'; key: string } | { type: 'restore'; state: MenuState }
const CLOSED: MenuState = { mobileOpen: false, openGroups: new Set() }

/** In the bar one drop-down is open at a time; in the phone menu any number of groups. Closing the menu closes its groups. */
function menus(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'menu':
      return state.mobileOpen ? CLOSED : { ...state, mobileOpen: true }
    case 'close':
      return state === CLOSED ? state : CLOSED
    case 'restore':
      return action.state
    case 'group': {
      const { openGroups, mobileOpen } = state
      if (openGroups.has(action.key)) return { mobileOpen, openGroups: new Set([...openGroups].filter((key) => key !== action.key)) }
      return { mobileOpen, openGroups: new Set(mobileOpen ? [...openGroups, action.key] : [action.key]) }
    }
  }
}

export function SiteHeader({ companyName, groups, contactLabel, phone }: Props) {
  const pathname = usePathname()
  const scrolled = useScrolledFlag()
  const [{ mobileOpen, openGroups }, dispatch] = useReducer(menus, CLOSED)
  const navRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const navId = `${id}-nav`
  const { native, nativeMenuRef } = useNativeUntilScripts(dispatch, menuButtonRef, navRef)
  const closeAll = useCallback(() => dispatch({ type: 'close' }), [])
  const toggleGroup = useCallback((key: string) => dispatch({ type: 'group', key }), [])

  // Choosing an item navigates; every menu closes when the address changes (state adjusted during
  // render, React's pattern for resetting state on a changed input).
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    closeAll()
  }

  const anyOpen = mobileOpen || openGroups.size > 0
  useEffect(() => {
    if (!anyOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (mobileOpen) menuButtonRef.current?.focus()
      closeAll()
    }
    // A drop-down of the bar closes on a tap elsewhere; the phone menu stays until closed.
    const onPointer = (event: PointerEvent) => {
      if (!mobileOpen && navRef.current && !(event.target instanceof Node && navRef.current.contains(event.target))) closeAll()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [anyOpen, mobileOpen, closeAll])

  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={`container ${styles.bar}`}>
        <SiteLogo name={companyName} />
        {/* Before the menu in the document, so the phone menu follows its button for keyboard and screen
            reader; drawn after the call link (header.pcss). */}
        {native ? (
          // Before the scripts run the phone menu is a <details>: it opens and reaches every page without them.
          <details ref={nativeMenuRef} className={`${styles.disclosure} ${styles.menuToggle}`}>
            <summary className={styles.menuButton}>
              <MenuIcon open={false} className={styles.whenClosed} />
              <MenuIcon open className={styles.whenOpen} />
              Menu
            </summary>
          </details>
        ) : (
          <button
            ref={menuButtonRef}
            type="button"
            className={`${styles.menuButton} ${styles.menuToggle}`}
            aria-expanded={mobileOpen}
            aria-controls={navId}
            onClick={() => dispatch({ type: 'menu' })}
          >
            <MenuIcon open={mobileOpen} />
            Menu
          </button>
        )}
        <Nav
          id={navId}
          groups={groups}
          pathname={pathname}
          openGroups={openGroups}
          onToggleGroup={toggleGroup}
          onNavigate={closeAll}
          navRef={navRef}
          native={native}
          contactLabel={contactLabel}
          phone={phone}
        />
        <div className={styles.actions}>
          <a className={styles.phone} href={telHref(phone)} data-track="phone_click" aria-label={`Call ${phone}`}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <span className={styles.phoneText}>{phone}</span>
          </a>
          {/* Wide screens: the Contact form opens in a dialog over the page. */}
          <button
            type="button"
            className={`${buttonClass('primary', { small: true })} ${styles.contactDesktop}`}
            commandfor={CONTACT_DIALOG_ID}
            command="show-modal"
            aria-haspopup="dialog"
          >
            {contactLabel}
          </button>
        </div>
      </div>
    </header>
  )
}
