'use client'

import { usePathname } from 'next/navigation'
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react'
import type { Navigation } from '@/sanity/types'
import { CONTACT_DIALOG_ID, buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import styles from './header.pcss'

type Props = { logo: ReactNode; groups: Navigation['header']; contactLabel: string; phone: string }

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

type GroupLinksProps = {
  id: string
  className: string | undefined
  hidden: boolean
  links: Navigation['header'][number]['links']
  pathname: string
  onNavigate: () => void
}

/** One menu group's links, as the desktop dropdown and the mobile menu both list them. */
const GroupLinks = memo(function GroupLinks({ id, className, hidden, links, pathname, onNavigate }: GroupLinksProps) {
  return (
    <ul id={id} className={className} hidden={hidden}>
      {links.map((link) => (
        <li key={link._key}>
          <a href={link.href} aria-current={pathname === link.href ? 'page' : undefined} onClick={onNavigate}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
})

type Groups = Navigation['header']

type MenuGroupProps = {
  group: Groups[number]
  listId: string
  open: boolean
  onToggle: () => void
  buttonClassName: string | undefined
  listClassName: string | undefined
  pathname: string
  onNavigate: () => void
  /** Before the scripts run: a <details> the browser opens by itself. `accordion` names a set of which one is open at a time. */
  native?: { accordion?: string } | false
}

/** A group's disclosure button and its links, as the desktop drop-downs and the phone menu both draw it. */
function MenuGroup({ group, listId, open, onToggle, buttonClassName, listClassName, pathname, onNavigate, native }: MenuGroupProps) {
  if (native) {
    return (
      <details className={styles.disclosure} name={native.accordion} data-group={group._key}>
        <summary className={buttonClassName}>
          {group.label}
          <Chevron />
        </summary>
        <GroupLinks id={listId} className={listClassName} hidden={false} links={group.links} pathname={pathname} onNavigate={onNavigate} />
      </details>
    )
  }
  return (
    <>
      <button type="button" className={buttonClassName} aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {group.label}
        <Chevron />
      </button>
      <GroupLinks id={listId} className={listClassName} hidden={!open} links={group.links} pathname={pathname} onNavigate={onNavigate} />
    </>
  )
}

// The desktop drop-downs and the phone menu are separate memoized parts: a tap on Menu (or the
// scrolled flag) re-renders only what it changes, not every group's links in both menus, in the frame
// that answers the tap.

type DesktopNavProps = {
  id: string
  groups: Groups
  pathname: string
  openGroup: string | null
  setOpenGroup: Dispatch<SetStateAction<string | null>>
  onNavigate: () => void
  navRef: RefObject<HTMLElement | null>
  native: boolean
}

const DesktopNav = memo(function DesktopNav({
  id,
  groups,
  pathname,
  openGroup,
  setOpenGroup,
  onNavigate,
  navRef,
  native,
}: DesktopNavProps) {
  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main">
      <ul className={styles.navList}>
        {groups.map((group) => {
          const menuId = `${id}-menu-${group._key}`
          const open = openGroup === group._key
          return (
            <li key={group._key} className={styles.navItem}>
              <MenuGroup
                group={group}
                listId={menuId}
                open={open}
                onToggle={() => setOpenGroup(open ? null : group._key)}
                buttonClassName={styles.navButton}
                listClassName={`${styles.dropdown} ${group.links.length > 8 ? styles.dropdownWide : ''}`}
                pathname={pathname}
                onNavigate={onNavigate}
                native={native && { accordion: `${id}-main` }}
              />
            </li>
          )
        })}
      </ul>
    </nav>
  )
})

type MobilePanelProps = {
  id: string
  open: boolean
  native: boolean
  groups: Groups
  pathname: string
  openGroups: ReadonlySet<string>
  onToggleGroup: (key: string) => void
  onNavigate: () => void
  contactLabel: string
  phone: string
}

const MobilePanel = memo(function MobilePanel({
  id,
  open,
  native,
  groups,
  pathname,
  openGroups,
  onToggleGroup,
  onNavigate,
  contactLabel,
  phone,
}: MobilePanelProps) {
  return (
    <nav id={id} className={styles.mobilePanel} aria-label="Mobile" hidden={!native && !open}>
      <div className="container">
        <ul className={styles.mobileList}>
          {groups.map((group) => {
            const listId = `${id}-${group._key}`
            const groupOpen = openGroups.has(group._key)
            return (
              <li key={group._key}>
                <MenuGroup
                  group={group}
                  listId={listId}
                  open={groupOpen}
                  onToggle={() => onToggleGroup(group._key)}
                  buttonClassName={styles.mobileGroupButton}
                  listClassName={styles.mobileLinks}
                  pathname={pathname}
                  onNavigate={onNavigate}
                  native={native && {}}
                />
              </li>
            )
          })}
        </ul>
        <div className={styles.mobileActions}>
          {/* Phones: Contact goes to the full contact page (a form in a dialog over a small screen is cramped). */}
          <a href="/contact" className={`${buttonClass('primary', { block: true })} ${styles.contactMobile}`} onClick={onNavigate}>
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
 * buttons every visitor with scripts gets. A phone menu opened before takes its state along, and the
 * focus on it moves to the Menu button.
 */
function useNativeUntilScripts(
  setMobileOpen: Dispatch<SetStateAction<boolean>>,
  setMobileGroups: Dispatch<SetStateAction<ReadonlySet<string>>>,
  menuButtonRef: RefObject<HTMLButtonElement | null>,
) {
  // True in the server's markup and while hydrating it, false from the render right after.
  const native = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const refocus = useRef(false)
  // Read as the <details> leaves: whether it was open, which groups, and whether it had the focus.
  const nativeMenuRef = useCallback(
    (details: HTMLDetailsElement | null) => () => {
      if (!details) return
      if (details.open) {
        setMobileOpen(true)
        setMobileGroups(
          new Set([...details.querySelectorAll<HTMLElement>('details[open][data-group]')].map((group) => group.dataset.group ?? '')),
        )
      }
      refocus.current = details.contains(document.activeElement)
    },
    [setMobileOpen, setMobileGroups],
  )
  useEffect(() => {
    if (native || !refocus.current) return
    refocus.current = false
    menuButtonRef.current?.focus()
  }, [native, menuButtonRef])
  return { native, nativeMenuRef }
}

const noSubscription = () => () => undefined

export function SiteHeader({ logo, groups, contactLabel, phone }: Props) {
  const pathname = usePathname()
  const scrolled = useScrolledFlag()
  const [openGroup, setOpenGroup] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [mobileGroups, setMobileGroups] = useState<ReadonlySet<string>>(new Set())
  const navRef = useRef<HTMLElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  const { native, nativeMenuRef } = useNativeUntilScripts(setMobileOpen, setMobileGroups, menuButtonRef)

  const closeAll = useCallback(() => {
    setOpenGroup(null)
    setMobileOpen(false)
    setMobileGroups(new Set())
  }, [])

  // Choosing an item navigates; every menu closes when the address changes (state adjusted during
  // render, React's pattern for resetting state on a changed input).
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    closeAll()
  }

  useEffect(() => {
    if (!openGroup && !mobileOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (mobileOpen) menuButtonRef.current?.focus()
      closeAll()
    }
    const onPointer = (event: PointerEvent) => {
      if (openGroup && navRef.current && !(event.target instanceof Node && navRef.current.contains(event.target))) setOpenGroup(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [openGroup, mobileOpen, closeAll])

  const toggleMobileGroup = useCallback(
    (label: string) =>
      setMobileGroups((current) => {
        const next = new Set(current)
        if (next.has(label)) next.delete(label)
        else next.add(label)
        return next
      }),
    [],
  )

  const mobilePanel = (
    <MobilePanel
      id={`${id}-mobile`}
      open={mobileOpen}
      native={native}
      groups={groups}
      pathname={pathname}
      openGroups={mobileGroups}
      onToggleGroup={toggleMobileGroup}
      onNavigate={closeAll}
      contactLabel={contactLabel}
      phone={phone}
    />
  )

  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={`container ${styles.bar}`}>
        {logo}
        <DesktopNav
          id={id}
          groups={groups}
          pathname={pathname}
          openGroup={openGroup}
          setOpenGroup={setOpenGroup}
          onNavigate={closeAll}
          navRef={navRef}
          native={native}
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
          {native ? (
            // Before the scripts run the phone menu is a <details>: it opens and reaches every page without them.
            <details ref={nativeMenuRef} className={styles.disclosure}>
              <summary className={styles.menuButton}>
                <MenuIcon open={false} className={styles.whenClosed} />
                <MenuIcon open className={styles.whenOpen} />
                Menu
              </summary>
              {mobilePanel}
            </details>
          ) : (
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={mobileOpen}
              aria-controls={`${id}-mobile`}
              onClick={() => setMobileOpen((open) => !open)}
            >
              <MenuIcon open={mobileOpen} />
              Menu
            </button>
          )}
        </div>
      </div>
      {native ? null : mobilePanel}
    </header>
  )
}
