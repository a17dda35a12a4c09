import type { Seed, Schema } from '../seed-types.ts'

const link = (label: string, href: string) => ({ _type: 'link' as const, label, href })

const lawnLinks = [
  link('Lawn Programs', '/services/lawn-programs'),
  link('Tree & Shrub Care', '/services/tree-shrub'),
  link('Lawn Aeration', '/services/aeration'),
  link('Fire Ant Control', '/services/ant-control'),
]

const pestLinks = [
  link('Pest Control Overview', '/pest-control'),
  link('Ant Control', '/pest-control/ants'),
  link('Spider Control', '/pest-control/spiders'),
  link('Roach Control', '/pest-control/roaches'),
  link('Wasp Control', '/pest-control/wasps'),
  link('Mosquito Control', '/pest-control/mosquitos'),
]

// The Service Areas menu lists eleven towns: every location except Yulee.
const areaLinks = [
  link('Jacksonville', '/locations/jacksonville'),
  link('St. Johns', '/locations/st-johns'),
  link('Ponte Vedra Beach', '/locations/ponte-vedra-beach'),
  link('Fernandina Beach', '/locations/fernandina-beach'),
  link('Orange Park', '/locations/orange-park'),
  link('St. Augustine', '/locations/st-augustine'),
  link('Jacksonville Beach', '/locations/jacksonville-beach'),
  link('Atlantic Beach', '/locations/atlantic-beach'),
  link('Middleburg', '/locations/middleburg'),
  link('Green Cove Springs', '/locations/green-cove-springs'),
  link('Fleming Island', '/locations/fleming-island'),
]

export const navigation: Seed<Schema.Navigation> = {
  _id: 'navigation',
  _type: 'navigation',
  header: [
    { _type: 'navGroup', label: 'Lawn Treatments', links: lawnLinks },
    { _type: 'navGroup', label: 'Pest Control', links: pestLinks },
    { _type: 'navGroup', label: 'Service Areas', links: areaLinks },
    { _type: 'navGroup', label: 'Pricing', links: [link('Pricing', '/pricing'), link('Specials', '/specials')] },
    // About holds six company pages; Review Us is linked from the footer.
    {
      _type: 'navGroup',
      label: 'About',
      links: [
        link('About Us', '/about'),
        link('Before & After', '/before-after'),
        link('Stats', '/stats'),
        link('Blog', '/blog'),
        link('Lawn Quiz', '/quiz'),
        link('FAQ', '/faq'),
      ],
    },
  ],
  contactLabel: 'Contact',
  contactDialog: {
    title: 'Get Your Free Estimate',
    text: 'Tell us a little about your property and we will reply within {responseHours} hours.',
    buttonLabel: 'Send My Request',
  },
  footerServices: [...lawnLinks, link('Pest Control', '/pest-control'), link('Mosquito Control', '/pest-control/mosquitos')],
  footerQuickLinks: [
    link('About Us', '/about'),
    link('Pricing', '/pricing'),
    link('Specials', '/specials'),
    link('Blog', '/blog'),
    link('Lawn Quiz', '/quiz'),
    link('FAQ', '/faq'),
    link('Contact', '/contact'),
    link('Review Us', '/review-us'),
    link('Privacy Policy', '/privacy-policy'),
    link('Terms of Use', '/terms-of-use'),
    link('Opt Out of Texts & E-mails', '/opt-out'),
  ],
  footerAreas: [...areaLinks.slice(0, 3), link('Yulee', '/locations/yulee'), ...areaLinks.slice(3)],
}
