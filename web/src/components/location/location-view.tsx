import { GENERIC_LOCATION_PAGE_NAME } from '@site/leads'
import type { LocationQueryResult, LocationSettingsQueryResult } from '@site/sanity'
import { getLayout } from '@/sanity/content'
import { EstimateButton, ESTIMATE_DIALOG_ID, buttonClass } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { telHref } from '@/components/ui/phone-link'
import { Sections } from '@/sections/renderers'
import { SharedBlock, TestimonialCard, testimonialsSheet } from '@/sections/parts'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { ZipCheckBox } from '@/features/service-area/zip-check-box'
import { LocationCta } from './location-cta'
import { TownGuide } from './town-guide'
import styles, { sheet as ownSheet } from './location.pcss'
import { Sheet } from '@/styles/sheet'

type Location = NonNullable<LocationQueryResult>
type Wording = NonNullable<LocationSettingsQueryResult>

type Props = {
  location: Location
  wording: Wording
  /** Shown for an unknown town (/locations/<anything else>): the modal reports the generic page name. */
  generic?: boolean
}

export async function LocationView({ location, wording, generic = false }: Props) {
  const { settings } = await getLayout()
  // The town's own real reviews when it has some (locationQuery), else the one chosen for the page.
  const reviews = location.townReviews.length ? location.townReviews : location.testimonial ? [location.testimonial] : []
  return (
    <>
      <Sheet of={ownSheet} />
      <section className={styles.hero}>
        <div className="container">
          <p className="pill">
            <Icon name="map-pin" size={18} />
            {wording.areaTag}
          </p>
          <h1>{location.title}</h1>
          <p className={styles.tagline}>{location.tagline}</p>
          <div className={styles.actions}>
            <EstimateButton>{wording.estimateLabel}</EstimateButton>
            <a className={buttonClass('outline')} href={telHref(settings.phone)} data-track="phone_click">
              Call {settings.phone}
            </a>
          </div>
        </div>
      </section>
      <div className={`container ${styles.block}`}>
        <ZipCheckBox id="town-zip-check" />
      </div>
      <div className={`container ${styles.body}`}>
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">{wording.servicesHeading}</h2>
          <ul className={styles.services}>
            {location.services.map((service) => (
              <li key={service._id} className={styles.service}>
                <h3>
                  <a href={service.path}>{service.title}</a>
                </h3>
                {service.text ? <p>{service.text}</p> : null}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.details} aria-labelledby="details-heading">
          <h2 id="details-heading">{wording.detailsHeading}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{wording.populationLabel}</dt>
              <dd>{location.population}</dd>
            </div>
            <div>
              <dt>{wording.zipLabel}</dt>
              <dd>{location.zipCodes.join(', ')}</dd>
            </div>
            <div>
              <dt>{wording.neighborhoodsLabel}</dt>
              <dd>
                <ul className={styles.chips}>
                  {location.neighborhoods.map((area) => (
                    <li key={area._key}>{area.name}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>{wording.frequencyLabel}</dt>
              <dd>{location.frequency}</dd>
            </div>
            <div>
              <dt>{wording.responseLabel}</dt>
              <dd>{location.responseTime}</dd>
            </div>
            <div>
              <dt>{wording.expertiseLabel}</dt>
              <dd>{location.localNote}</dd>
            </div>
          </dl>
        </section>
      </div>
      <TownGuide location={location} wording={wording} />
      {reviews.length ? (
        <section className={`container ${styles.block}`} aria-labelledby="review-heading">
          <Sheet of={testimonialsSheet} />
          <h2 id="review-heading">{wording.testimonialHeading}</h2>
          <ul className={styles.testimonials}>
            {reviews.map((review) => (
              <li key={review._id}>
                <TestimonialCard testimonial={review} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Sections sections={location.sections} />
      <div className={`container ${styles.block}`}>
        <SharedBlock />
      </div>
      <LocationCta wording={wording} phone={settings.phone} />
      <LeadFormCard
        formId="location-estimate-modal-form"
        text={wording.estimateDialogText}
        buttonLabel={wording.estimateDialogButton}
        pageName={generic ? GENERIC_LOCATION_PAGE_NAME : undefined}
        dialog={{ id: ESTIMATE_DIALOG_ID, title: wording.estimateDialogTitle }}
      />
    </>
  )
}
