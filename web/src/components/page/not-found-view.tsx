import type { NotFoundQueryResult } from '@site/sanity'
import { ButtonLink } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { telHref } from '@/components/ui/phone-link'
import { FeatureCard, featureGridSheet, featureGridStyles as grid } from '@/sections/parts'
import styles, { sheet as ownSheet } from './not-found.pcss'
import { Sheet } from '@/styles/sheet'

type Props = { content: NonNullable<NotFoundQueryResult>; phone: string; compact?: boolean }

/**
 * The designed 404 page: words from the "Page not found" document, the way back, the phone, and the
 * most requested services. `compact` leaves out the picture and the services: Next writes the
 * not-found boundary's view into React's payload of every page, which no page draws but the 404.
 */
export function NotFoundView({ content, phone, compact = false }: Props) {
  return (
    <>
      <Sheet of={ownSheet} />
      <section className={styles.band} aria-labelledby="not-found-heading">
        <div className={`container ${styles.inner}`}>
          <div className={styles.copy}>
            <p className="pill">
              <Icon name="map-pin" size={18} />
              {content.eyebrow}
            </p>
            <h1 id="not-found-heading">{content.heading}</h1>
            <p className={styles.text}>{content.text}</p>
            <div className={styles.actions}>
              <ButtonLink href="/">{content.homeLabel}</ButtonLink>
              <a className={styles.call} href={telHref(phone)} data-track="phone_click">
                <Icon name="phone" size={20} />
                {content.callLabel}
              </a>
            </div>
          </div>
          {compact ? null : (
            <svg className={styles.art} viewBox="0 0 240 200" aria-hidden="true" focusable="false">
              <ellipse cx="120" cy="176" rx="104" ry="16" fill="#dcfce7" />
              <path
                d="M36 178c6-22 12-30 18-34M60 178c0-18 4-28 10-34M182 178c2-20 8-30 16-36M204 178c0-14 3-22 8-28"
                stroke="#22a559"
                strokeWidth="5"
                strokeLinecap="round"
                fill="none"
              />
              <rect x="112" y="46" width="12" height="132" rx="4" fill="#14532d" />
              <path d="M60 52h86l18 17-18 17H60z" fill="#166534" />
              <path d="M180 98H98l-16 15 16 15h82z" fill="#c2410c" />
              <path d="M78 69h52M104 113h56" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
              <path d="M128 30c0-12 8-20 22-21-1 13-9 21-22 21Z" fill="#4ade80" />
            </svg>
          )}
        </div>
      </section>
      {compact ? null : (
        <section className={styles.services} aria-labelledby="not-found-services">
          <Sheet of={featureGridSheet} />
          <div className="container">
            <h2 id="not-found-services" className={styles.servicesHeading}>
              {content.servicesHeading}
            </h2>
            <ul className={`${grid.grid} ${grid.cols3}`}>
              {content.services.map((item) => (
                <li key={item._key}>
                  <FeatureCard item={item} sizes="(min-width: 1080px) 370px, (min-width: 600px) 50vw, 100vw" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}
