import { cx } from 'styled-system/css'
import { featureList, type FeatureListVariantProps } from 'styled-system/recipes/feature-list'
import { CheckIcon } from './icons'

/** The lines of a multi-line description, without blanks. */
function featureLines(description: string | undefined) {
  return (description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** A plan's description with one checkmark per line (SPEC §2). */
export function FeatureList({
  description,
  size,
  className,
}: FeatureListVariantProps & { description: string | undefined; className?: string }) {
  const classes = featureList({ size })
  return (
    <ul className={cx(classes.root, className)}>
      {featureLines(description).map((line) => (
        <li key={line} className={classes.item}>
          <span className={classes.check} data-check="" aria-hidden="true">
            <CheckIcon />
          </span>
          {line}
        </li>
      ))}
    </ul>
  )
}
