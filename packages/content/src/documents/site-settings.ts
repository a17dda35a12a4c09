import type { Seed, Schema } from '../seed-types.ts'

// The one place the company's name and contact facts are written.
export const siteSettings: Seed<Schema.SiteSettings> = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  companyName: 'Hollis Lawn & Pest',
  phone: '(904) 555-0142',
  secondaryPhone: '(904) 555-0178',
  email: 'office@example.com',
  address: {
    _type: 'postalAddress',
    street: '8743 Baymeadows Way, Suite 210',
    city: 'Jacksonville',
    region: 'FL',
    postalCode: '32256',
    latitude: 30.2195,
    longitude: -81.5532,
  },
  // Google's "Ask for reviews" link for the business profile; this placeholder is on the launch checklist.
  googleReviewUrl: 'https://g.page/r/example/review',
  socialProfiles: [
    { _type: 'link', label: 'Facebook', href: 'https://www.facebook.com/example' },
    { _type: 'link', label: 'Instagram', href: 'https://www.instagram.com/example' },
  ],
  hours: [
    {
      _type: 'openingHours',
      label: 'Monday - Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { _type: 'openingHours', label: 'Saturday', days: ['Saturday'], opens: '08:00', closes: '16:00' },
    { _type: 'openingHours', label: 'Sunday', days: ['Sunday'] },
  ],
  paymentMethods: ['Cash', 'Check', 'Credit card'],
  currency: 'USD',
  // The company's stated rating; the review site and date it is shown with are on the launch checklist.
  rating: { value: 4.8, count: 150, source: 'Google', asOf: '2025-10-01' },
  serviceRadiusMeters: 50000,
  yearsInBusiness: '25+',
  foundedYear: 2000,
  license: 'Florida-licensed pest control business (Chapter 482)',
  responseTime: 'We contact every request within {responseHours} hours, and service calls are same-day or next-day.',
  responseHours: 24,
  reentryHours: '2-4',
  mosquitoWeeks: '3-4',
  lawnVisitWeeks: '6-8',
  treatmentsPerYear: '6-8',
  leadRetentionYears: 3,
  backupDays: 35,
  footerBlurb:
    'Family-owned lawn care, pest control and mosquito control for Jacksonville and North Florida since {foundedYear}. Month-to-month programs, no contracts, free service calls between visits.',
  // Two boxes on every lead form: the required one covers only this request; marketing texts have
  // their own box, unticked and optional (packages/leads/src/texting-consent.ts). No
  // smsProgramRegisteredOn: the demo company has registered no texting program (pnpm launch-check).
  consentText:
    'I agree that {company} may call, e-mail and text me about this request, at the phone number and e-mail address I give, to arrange my free estimate. Msg & data rates may apply. Reply STOP to stop texts.',
  consentVersion: '2026-11-28',
  smsConsentText:
    'Yes, text me offers and reminders (optional). I agree to receive recurring marketing texts from {company}, such as seasonal offers and visit reminders, at the mobile number I give. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.',
  smsConsentVersion: '2026-11-28',
  // The blog's newsletter box: marketing e-mail, so a wording of its own (no request to contact about).
  newsletterConsentText:
    "Yes, e-mail me {company}'s seasonal lawn and pest newsletter. I can unsubscribe at any time with the link in every issue.",
  newsletterConsentVersion: '2026-11-28',
  reviewWording: {
    _type: 'reviewWording',
    sampleLabel: 'Sample review',
    googleLabel: 'Google review',
    facebookLabel: 'Facebook review',
    letterLabel: 'Letter to our office',
  },
  zipCheck: {
    _type: 'zipCheckWording',
    heading: 'Do We Serve Your Area?',
    intro: 'Type your ZIP code to see whether our trucks come to your street.',
    label: 'Your ZIP code',
    buttonLabel: 'Check My ZIP',
    servedText: 'Good news: we serve your ZIP code.',
    townLabel: 'Lawn care and pest control in',
    notServedText:
      'That ZIP code is outside our regular service area. Send us your request anyway: we cover some nearby streets case by case and will tell you honestly if we can help.',
  },
  leadMail: {
    _type: 'leadMailWording',
    // The company's own address until the office says who else should hear of each request.
    officeRecipients: ['office@example.com'],
    serviceFallback: 'lawn and pest care',
    officeSubject: 'New request from {name}: {service}',
    officeVisitSubject: 'Visit window requested: {name}, {window}',
    visitorSubject: 'We received your request for a free estimate',
    greeting: 'Hi {firstName},',
    greetingWithoutName: 'Hello,',
    visitorText: [
      'Thank you for asking {company} for a free estimate. We have your request for {service}.',
      'Someone from our office will call you within {responseHours} hours. If you picked a visit time on our website, we will confirm it on that call.',
      "If anything changes, or a question can't wait, call us at {phone} or reply to this e-mail.",
    ].join('\n\n'),
    visitSubject: 'Your requested estimate visit: {window}',
    visitText: [
      'You asked for our free estimate visit on {window} (arrival window, Jacksonville time), at the address on your request.',
      'This is a request, not yet a booked appointment: we will call you to confirm the time. The calendar entry attached holds the window as tentative until then.',
      'Need another time? Call us at {phone} or reply to this e-mail.',
    ].join('\n\n'),
    calendarTitle: 'Free estimate visit, {company} (requested)',
    callLabel: 'Call {phone}',
    signature: 'The {company} team',
    footerText:
      'You received this e-mail because this address was entered in a request form on the {company} website. If that was not you, or you would rather not hear from us by e-mail, let us know.',
    optOutLabel: 'Stop e-mails from us',
    reminderSubject: 'Reminder: your free estimate visit {window}',
    reminderText: [
      'This is a reminder of your free estimate visit on {window} (arrival window, Jacksonville time), at the address on your request.',
      'Our estimator will look over your lawn and property and talk you through what they find; there is no charge and nothing to sign. Please make sure any gate is unlocked and pets are inside.',
      'Need another time, or something came up? The button below moves or cancels the visit online until the evening before; after that, call us at {phone}.',
    ].join('\n\n'),
    agendaSubject: 'Estimate visits today',
    agendaText:
      'The estimate visits of the day, by arrival window. Confirmed visits are set with the customer; call each requested one to confirm or offer another time.',
    agendaEmptyText: 'No estimate visits are booked or requested for today.',
    officeVisitChangedSubject: 'Visit changed by the visitor: {name}, {window}',
    visitConfirmedSubject: 'Confirmed: your estimate visit {window}',
    visitConfirmedText: [
      'Your free estimate visit is confirmed for {window} (arrival window, Jacksonville time), at the address on your request.',
      'The calendar entry attached replaces the one we sent before.',
      'If your plans change, the button below moves or cancels the visit online until shortly before it. Closer to the time, please call us at {phone}.',
    ].join('\n\n'),
    confirmedCalendarTitle: 'Free estimate visit, {company}',
    visitDeclinedSubject: 'We cannot come {window}: please pick another time',
    visitDeclinedText: [
      'Thank you for asking for a free estimate visit on {window}. Our estimator cannot be there in that window after all, and we are sorry for the change.',
      'Please pick another arrival window with the button below, or call us at {phone} and we will find one with you. Your request for {service} stays with us either way.',
    ].join('\n\n'),
    visitOfferedSubject: 'We can come {window} instead',
    visitOfferedText: [
      'The window you asked for did not work on our side, so we have set aside {window} (arrival window, Jacksonville time) for your free estimate visit instead.',
      'The calendar entry attached is updated to the new time. If it does not suit you, pick another window or cancel with the button below, or call us at {phone}.',
    ].join('\n\n'),
    visitCancelledSubject: 'Your estimate visit {window} is cancelled',
    visitCancelledText: [
      'As you asked, we have cancelled your free estimate visit on {window}. The calendar entry attached removes it from your calendar.',
      'Whenever you would like an estimate after all, send a request on our website or call us at {phone}.',
    ].join('\n\n'),
    manageLabel: 'Change or cancel your visit',
    pickLabel: 'Pick another time',
  },
  visitPage: {
    _type: 'visitPageWording',
    heading: 'Your estimate visit',
    requestedText: 'You asked for {window} (arrival window, Jacksonville time). Our office will confirm it by e-mail.',
    confirmedText: 'Your visit is confirmed for {window} (arrival window, Jacksonville time).',
    noVisitText: 'No visit is booked right now. Pick an arrival window below and our office will confirm it.',
    moveLabel: 'Another arrival window',
    moveButton: 'Move my visit',
    bookButton: 'Request this time',
    cancelButton: 'Cancel my visit',
    tooLateText: 'Your visit is too close to change online. Please call us at {phone} and we will sort it out with you.',
    movedText: 'Done: you asked for {window}. Our office will confirm the new time by e-mail.',
    cancelledText: 'Your visit is cancelled. An e-mail with the calendar update is on its way.',
    fullText: 'Someone took the last place in that window a moment ago. Please pick another.',
    noneOpenText: 'No visit times are open online right now. Please call us at {phone} to set one up.',
    limitText: 'This visit cannot be changed online again. Please call us at {phone}.',
  },
  formThanks: {
    _type: 'formThanksWording',
    leadHeading: 'Thank You! We Have Your Request',
    leadText:
      'Someone from our office will call or e-mail you within {responseHours} hours, usually sooner on a weekday. If something cannot wait, such as wasps by a door or fire ants where children play, call us at {phone}.',
    newsletterHeading: 'You Are on the List',
    newsletterText:
      'Our next newsletter will come to the e-mail address you gave: seasonal lawn and pest notes for North Florida, a few times a season. Every e-mail has a link to stop them.',
    optOutHeading: 'Your Request Is Recorded',
    optOutText:
      'We will stop the messages you chose within 10 business days, usually today. A message already scheduled may still arrive in the meantime. Questions? Call {phone} or e-mail {email}.',
    homeLabel: 'Back to the home page',
  },
  titleSuffix: '| {company}',
  defaultDescription:
    'Family-owned lawn care, pest control and mosquito control in Jacksonville and North Florida since {foundedYear}. Month-to-month plans from {price:lawn-program} a month. Free estimates.',
}
