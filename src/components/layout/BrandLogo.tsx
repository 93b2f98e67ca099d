import { homeHref } from '@/brands/links'
import type { Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'

/** The brand's logo (image, or initial + word mark) linking home; used by every header. */
export function BrandLogo({ brand, locale, homeLabel, className = '' }: { brand: BrandView; locale: Locale; homeLabel: string; className?: string }) {
  return (
    <a href={homeHref(brand.key, locale)} className={`logo ${className}`} data-track="header:logo">
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" className="h-8 w-auto" />
      ) : (
        <span aria-hidden="true" className="logo-mark">
          {brand.logoText.slice(0, 1)}
        </span>
      )}
      <span className="text-lg">{brand.logoText}</span>
      <span className="sr-only">{homeLabel}</span>
    </a>
  )
}
