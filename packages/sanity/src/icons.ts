// The icon names editors can pick for cards and tiles. The web app draws each one; its icon map is
// typed by the names generated from the schema, so an icon added here without a drawing fails
// typecheck.
export const ICON_NAMES = [
  'leaf',
  'grass',
  'sprout',
  'tree',
  'droplet',
  'sun',
  'thermometer',
  'calendar',
  'clock',
  'shield',
  'check',
  'star',
  'award',
  'home',
  'family',
  'paw',
  'map-pin',
  'truck',
  'phone',
  'chat',
  'clipboard',
  'dollar',
  'sparkle',
  'ant',
  'spider',
  'roach',
  'wasp',
  'mosquito',
  'bug',
  'aerator',
] as const

export type IconName = (typeof ICON_NAMES)[number]
