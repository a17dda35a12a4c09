import { defineArrayMember, defineField, defineType } from 'sanity'
import { CogIcon } from '@sanity/icons/Cog'
import { recordKeepingFields } from './record-keeping.ts'
import { serviceFactFields, yearsWithinFounding } from './service-facts.ts'

const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'company', title: 'Company', default: true },
    { name: 'business', title: 'Hours, payment, rating' },
    { name: 'wording', title: 'Wording' },
    { name: 'consent', title: 'Form consent' },
    { name: 'email', title: 'Request e-mails' },
    { name: 'seo', title: 'Search and tracking' },
    { name: 'records', title: 'Privacy and records' },
  ],
  fields: [
    defineField({
      name: 'companyName',
      description: 'The company name as customers know it; shown in the header, footer, page titles and wherever copy says {company}.',
      title: 'Company name',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'phone',
      title: 'Main phone number',
      type: 'string',
      group: 'company',
      description: 'Written as (904) 555-0142. Shown on every page as a call button.',
      validation: (rule) => rule.required().regex(PHONE, { name: '(XXX) XXX-XXXX' }).error('Write the number as (904) 555-0142.'),
    }),
    defineField({
      name: 'secondaryPhone',
      title: 'Second phone number',
      type: 'string',
      group: 'company',
      description: 'Shown only where an article asks for it.',
      validation: (rule) => rule.required().regex(PHONE, { name: '(XXX) XXX-XXXX' }).error('Write the number as (904) 555-0142.'),
    }),
    defineField({
      name: 'email',
      description: 'The address customers write to; shown in the footer and on the contact page, and filled in wherever copy says {email}.',
      title: 'E-mail address',
      type: 'string',
      group: 'company',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'address',
      description: 'The office address shown in the footer and given to search engines.',
      title: 'Office address',
      type: 'postalAddress',
      group: 'company',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'socialProfiles',
      title: 'Social profiles',
      type: 'array',
      group: 'company',
      of: [defineArrayMember({ type: 'link' })],
      description: 'The two profiles linked from the footer, each with the network name as text.',
      validation: (rule) => rule.required().length(2),
    }),
    defineField({
      name: 'googleReviewUrl',
      title: 'Google review link',
      type: 'url',
      group: 'company',
      description:
        "The address Google gives for writing a review of the business (Google Business Profile > Ask for reviews), such as https://g.page/r/…/review. The Review us page and any text writing {reviewUrl} send every customer there, happy or not: asking only the happy ones is against Google's rules and the FTC's.",
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'hours',
      description: 'The opening hours, day by day. The footer and contact page show them, and search engines read them.',
      title: 'Business hours',
      type: 'array',
      group: 'business',
      of: [defineArrayMember({ type: 'openingHours' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'paymentMethods',
      description: 'The ways customers can pay, as listed in the footer and given to search engines.',
      title: 'Payment accepted',
      type: 'array',
      group: 'business',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'currency',
      description: 'The currency prices are in, for search engines (USD).',
      title: 'Currency',
      type: 'string',
      group: 'business',
      initialValue: 'USD',
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'rating',
      description:
        'The average review score and how many reviews it comes from, as your review sites show them (your Google Business Profile); shown with the stars and given to search engines. The reviews quoted on the site do not change it.',
      title: 'Customer rating',
      type: 'object',
      group: 'business',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'value',
          description: 'The average number of stars, between 1 and 5, for example 4.8. Copy can write {rating}.',
          title: 'Average stars',
          type: 'number',
          validation: (rule) => rule.required().min(1).max(5),
        }),
        defineField({
          name: 'count',
          description: 'How many reviews the average comes from. Copy can write {reviewCount}.',
          title: 'Number of reviews',
          type: 'number',
          validation: (rule) => rule.required().integer().min(1),
        }),
        defineField({
          name: 'source',
          description:
            'Where the figure comes from, as visitors know it, for example "Google". Shown beside the figure wherever it appears, with the date below; copy writes {ratingSource} for "Google, as of October 2025".',
          title: 'Review site',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'asOf',
          description:
            'The day you read the figure off the review site. Shown as the month ("as of October 2025"); pnpm launch-check lists the rating again once this is more than a year old.',
          title: 'Read on',
          type: 'date',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceRadiusMeters',
      title: 'Service radius (meters)',
      type: 'number',
      group: 'business',
      description:
        'How far from the office the team travels; 50,000 m is about 31 miles. The ZIP code check serves every ZIP code whose area centre lies within it (and every ZIP code a town page lists), and search engines are given it. Copy writes {radiusMiles} for it in whole miles.',
      validation: (rule) => rule.required().min(1000),
    }),
    defineField({
      name: 'yearsInBusiness',
      title: 'Years in business',
      type: 'string',
      group: 'wording',
      description: 'As most pages say it, for example "25+". Fills the {years} placeholder.',
      validation: (rule) => rule.required().custom(yearsWithinFounding),
    }),
    defineField({
      name: 'foundedYear',
      description: 'The year the company started. Copy writes {foundedYear}, for example "family-owned since {foundedYear}".',
      title: 'Year founded',
      type: 'number',
      group: 'wording',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'license',
      title: 'License wording',
      type: 'string',
      group: 'wording',
      description:
        'The license as Florida names it, for example "Florida-licensed pest control business (Chapter 482)". Pest control for hire on lawns, shrubs, homes and yards, mosquito treatments included, falls under a Chapter 482 pest control business license; do not write a license name Florida does not issue, such as "mosquito control provider". Fills {license}, which copy uses after "a" ("a {license}") and alone, so keep it a short noun phrase.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'licenseNumber',
      title: 'License number',
      type: 'string',
      group: 'wording',
      description:
        'The number on the pest control business license FDACS issued the company under Chapter 482, copied as printed on it. The footer shows it after the license wording. Leave it empty until you have it in hand: pnpm launch-check and Before you go live list it while it is empty.',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'responseTime',
      title: 'Response promise',
      type: 'string',
      group: 'wording',
      description: 'Shown near forms, for example "We contact you within {responseHours} hours."',
      validation: (rule) => rule.required(),
    }),
    ...serviceFactFields,
    ...recordKeepingFields,
    defineField({
      name: 'footerBlurb',
      description: 'The short paragraph about the company at the bottom of every page.',
      title: 'Footer introduction',
      type: 'text',
      rows: 3,
      group: 'wording',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'reviewWording',
      title: 'Reviews',
      type: 'reviewWording',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'zipCheck',
      title: 'ZIP code check',
      type: 'zipCheckWording',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'formThanks',
      title: 'Thank-you pages',
      type: 'formThanksWording',
      group: 'wording',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'consentText',
      title: 'Consent text',
      type: 'text',
      rows: 4,
      group: 'consent',
      description:
        'Shown beside the consent checkbox on every form and stored with each request as the record of consent. Links to the Privacy Policy and Terms of Use are added after it.',
      validation: (rule) => rule.required().min(80),
    }),
    defineField({
      name: 'consentVersion',
      title: 'Consent text version',
      type: 'string',
      group: 'consent',
      description:
        'Change it (for example to the date) whenever the consent text changes, so each request records which wording the visitor saw.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'hubspotSubscriptionIds',
      title: 'HubSpot subscription type IDs',
      type: 'array',
      of: [{ type: 'string' }],
      group: 'consent',
      description:
        'The IDs of the HubSpot subscription types a visitor who agrees on a form is subscribed to (HubSpot: Settings > Marketing > Email > Subscription types). Leave empty when leads are not sent to HubSpot.',
      validation: (rule) =>
        rule
          .unique()
          .max(20)
          .custom(
            (ids) =>
              (ids ?? []).every((id) => typeof id === 'string' && /^\d{1,12}$/.test(id)) || 'Each ID is a number, as HubSpot shows it.',
          ),
    }),
    defineField({
      name: 'leadMail',
      title: 'Request e-mails',
      type: 'leadMailWording',
      group: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'titleSuffix',
      title: 'Added after each page title',
      type: 'string',
      group: 'seo',
      description: 'For example "| Company name". Leave empty to add nothing.',
    }),
    defineField({
      name: 'defaultDescription',
      description: 'The summary search engines show for a page that has none of its own. Keep it under 160 characters.',
      title: 'Default search description',
      type: 'text',
      rows: 2,
      group: 'seo',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'gtmContainerId',
      title: 'Google Tag Manager container',
      type: 'string',
      group: 'seo',
      description: 'For example GTM-ABC1234. Leave empty to load no tag manager.',
      validation: (rule) =>
        rule
          .regex(/^GTM-[A-Z0-9]+$/, { name: 'GTM id' })
          .error('Write the container id as Google Tag Manager shows it, for example GTM-ABC1234, or leave it empty.'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
