import type { IconName } from '@/sanity/types'

// Original 24x24 line icons for every icon name editors can pick. The Record type makes a new
// schema icon without a drawing a type error.
const PATHS: Record<IconName, string> = {
  leaf: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 7-7',
  grass: 'M3 20h18M6 20c0-5-1-8-3-10 3 1 4 4 4 10m3 0c0-7 1-11 4-14-2 4-2 8-1 14m4 0c0-4 1-7 4-9-2 3-2 6-2 9',
  sprout: 'M12 21v-8m0 0c0-4-3-7-8-7 0 4 3 7 8 7Zm0-2c0-4 3-7 8-7 0 4-3 7-8 7Z',
  tree: 'M12 22v-6m0 0c-4 0-7-2.5-7-6 0-2.5 1.7-4.4 4-5 .6-1.8 1.9-3 3-3s2.4 1.2 3 3c2.3.6 4 2.5 4 5 0 3.5-3 6-7 6Zm0-3-3-3m3 1 3-3',
  droplet: 'M12 3c3.5 4.2 6 7.6 6 11a6 6 0 0 1-12 0c0-3.4 2.5-6.8 6-11Zm-2.5 11.5a2.5 2.5 0 0 0 2.5 2.5',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0-13v2m0 14v2M3 12h2m14 0h2M5.6 5.6 7 7m10 10 1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4',
  thermometer: 'M10 14.5V5a2 2 0 1 1 4 0v9.5a4 4 0 1 1-4 0ZM12 9v7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4M8 14h2m4 0h2m-8 3h2',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  star: 'm12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8L12 3Z',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5-1L7 21l5-2.5 5 2.5-1.5-7',
  home: 'M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5',
  family:
    'M7 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm10 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM3 21v-6a4 4 0 0 1 8 0v6m2 0v-6a4 4 0 0 1 8 0v6',
  paw: 'M12 20c-3 0-5-1.6-5-3.6 0-2.3 2.5-5.4 5-5.4s5 3.1 5 5.4c0 2-2 3.6-5 3.6ZM6 10a1.8 2.3 0 1 0 0-.1Zm12 0a1.8 2.3 0 1 0 0-.1ZM9.5 6.5a1.8 2.3 0 1 0 0-.1Zm5 0a1.8 2.3 0 1 0 0-.1Z',
  'map-pin': 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h8m-8 3h5',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8m-8 4h5',
  dollar: 'M12 3v18m4-14.5c-1-1-2.4-1.5-4-1.5-2.2 0-4 1.2-4 3s1.8 2.6 4 3 4 1.2 4 3-1.8 3-4 3c-1.6 0-3-.5-4-1.5',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z',
  ant: 'M12 8.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Zm0 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm0 6.5a2.5 3 0 1 0 0-6 2.5 3 0 0 0 0 6ZM10.8 5.5 9 3m4.2 2.5L15 3M10.6 12 7 10m6.4 2 3.6-2m-6.6 3.5L7 16m6.6-2.5L17 16m-6.3 3L8 21m5.3-2L16 21',
  spider:
    'M12 14a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm0 6a3 3.2 0 1 0 0-6.4 3 3.2 0 0 0 0 6.4ZM9.8 10 6 6 3 7m6.5 4.5L4 11l-2 2m8 2-5 2-1 3m10-10 3.8-4 3 1m-6.5 5.5 5.5-.5 2 2m-8 2 5 2 1 3',
  roach:
    'M12 21c-3 0-4.5-3.5-4.5-8S9 5 12 5s4.5 3.5 4.5 8-1.5 8-4.5 8Zm0-16V9m-1.5-4L7 2m6.5 3L17 2M7.6 11 4 9m12.4 2L20 9M7.5 15 4 16.5m12.5-1.5 3.5 1.5M8 18.5 6 21m10-2.5 2 2.5',
  wasp: 'M12 6.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Zm0 4a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm0 10.5c-2 0-3-2.5-3-5s1-4 3-4 3 1.5 3 4-1 5-3 5Zm-2.6-7h5.2m-5 3h4.8M10.6 9 5 6.5a2 2 0 0 0 1 4l4-.5m3.4-1L19 6.5a2 2 0 0 1-1 4l-4-.5',
  mosquito:
    'M12 13a1.5 3.5 0 1 0 0-7 1.5 3.5 0 0 0 0 7Zm0-7V3m0 13.5v-3.5m0 3.5c0 2 .3 3.4.9 4.5M10.6 8 4 5m9.4 3L20 5m-9.5 4.5L6 15l-2 6m8.5-11.5L18 15l2 6M11 12l-3 5m5-5 3 5',
  bug: 'M8 9a4 4 0 0 1 8 0v1H8V9Zm-1 1h10v4a5 5 0 0 1-10 0v-4Zm5 0v9M4 12h3m10 0h3M5 7l3 2m11-2-3 2M5 18l3-2m11 2-3-2',
  aerator: 'M4 16h16M6 16v3m4-3v4m4-4v3m4-3v4M7 16V9h9l2 7M9 9V6h5v3M3 21h18',
}

/**
 * A line icon. How its lines are drawn (no fill, the text colour, width, round ends) is the global
 * `icon` rule (globals.pcss), not attributes on each icon: written once for the page instead of on
 * every icon in its markup and again in React's payload.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  )
}
