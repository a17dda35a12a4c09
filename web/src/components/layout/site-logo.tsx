import { LogoMark } from './logo-mark'
import styles from './header.pcss'

export function SiteLogo({ name }: { name: string }) {
  return (
    <a href="/" className={styles.logo}>
      <LogoMark />
      <span>{name}</span>
    </a>
  )
}
