import type { Seed, Schema } from '../seed-types.ts'
import { card } from '../pages/helpers.ts'

export const notFound: Seed<Schema.NotFound> = {
  _id: 'notFound',
  _type: 'notFound',
  title: 'Page Not Found',
  eyebrow: 'Page not found',
  heading: 'This Page Has Moved or No Longer Exists',
  text: 'The address may be from our old website or mistyped. Pick one of our most-requested services below, or call {phone} and our office will point you to the right page.',
  homeLabel: 'Back to the Home Page',
  callLabel: 'Call {phone}',
  servicesHeading: 'Our Most-Requested Services',
  services: [
    card(
      'grass',
      'Lawn Programs',
      'Seasonal feeding, weed and insect control from {price:lawn-program} a month.',
      '/services/lawn-programs',
    ),
    card('tree', 'Tree & Shrub Care', 'Feeding and insect and disease care for palms, shrubs and ornamentals.', '/services/tree-shrub'),
    card('aerator', 'Lawn Aeration', 'Core aeration that lets water, air and food reach the roots.', '/services/aeration'),
    card('ant', 'Fire Ant Control', 'Yard-wide treatments for the fire ant mounds in lawns and play areas.', '/services/ant-control'),
    card('shield', 'Pest Control', 'Inside-and-out protection from ants, roaches, spiders and wasps.', '/pest-control'),
    card('mosquito', 'Mosquito Control', 'Yard treatments every {mosquitoWeeks} weeks from March to November.', '/pest-control/mosquitos'),
  ],
}
