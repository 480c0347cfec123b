import { useTranslation } from 'react-i18next';
import type { DeedMainAsset, EndowmentType } from '@bayan/shared';

/** What names a deed: the endower's title, else its main asset and its type (shared deed-name.ts). */
export interface NamedDeed {
  title?: string | null | undefined;
  type?: EndowmentType | null | undefined;
  mainAsset: DeedMainAsset | null;
}

/**
 * A deed's name for lists, the wallet and its page (issue 32): the title the endower gave, else
 * "<main asset> — <type>" ("عقار في الرياض — خيري"), else whichever of the two there is.
 */
export function useDeedName(): (deed: NamedDeed) => string {
  const { t } = useTranslation('endowments');
  return ({ title, type, mainAsset }) => {
    const given = title?.trim();
    if (given) return given;
    const asset = mainAsset
      ? mainAsset.detail
        ? t(`name.assetWith.${mainAsset.type}`, { detail: mainAsset.detail })
        : t(`name.asset.${mainAsset.type}`)
      : '';
    const kind = type ? t(`types.${type}`) : '';
    if (asset && kind) return t('name.derived', { asset, type: kind });
    return asset || kind || t('untitled');
  };
}
