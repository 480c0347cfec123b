import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, PERSON_ADDRESS_MAX, PERSON_ID_TYPES, type PartyKind } from '@bayan/shared';
import { NationalAddressFields } from '../../../components/national-address/national-address-fields';
import { fieldName, type DeedForm } from '../wizard/deed-form';
import { DeedDate, DeedSelect, DeedText, FieldGrid } from './deed-fields';

interface PersonFieldsProps {
  /** "endower", "witnesses.1"… */
  path: string;
  /** The kinds the role accepts; a choice shows when there are several. */
  kinds: readonly PartyKind[];
  /** A beneficiary's share. */
  withRatio?: boolean;
  /** An organisation acts through a representative, who signs for it (supervisors). */
  withRepresentative?: boolean;
  /**
   * A party's address as written and its national address, both optional (spec §3 Person; issue
   * 33): printed in the deed's tables. The endower's national address is its own step's block.
   */
  withAddress?: boolean;
}

/**
 * A party of the deed: a person's four-part name, ID, birthday, gender and contacts; an
 * organisation's name, number and contacts; a class of people's name and explanation.
 */
export function PersonFields({ path, kinds, withRatio, withRepresentative, withAddress }: PersonFieldsProps) {
  const { t } = useTranslation('endowments');
  const { control } = useFormContext<DeedForm>();
  const kind = (useWatch({ control, name: fieldName(`${path}.kind`) }) as PartyKind | undefined) || 'person';
  const at = (name: string) => `${path}.${name}`;
  const person = kind === 'person';
  return (
    <FieldGrid>
      {kinds.length > 1 && (
        <DeedSelect
          path={at('kind')}
          label={t('person.kind')}
          options={kinds.map((value) => ({ value, label: t(`person.kinds.${value}`) }))}
        />
      )}
      <DeedText path={at('firstName')} label={person ? t('person.firstName') : t('person.name')} />
      {person && (
        <>
          <DeedText path={at('fatherName')} label={t('person.fatherName')} />
          <DeedText path={at('grandfatherName')} label={t('person.grandfatherName')} />
          <DeedText path={at('lastName')} label={t('person.lastName')} />
        </>
      )}
      {kind !== 'class' && (
        <>
          <DeedSelect
            path={at('idType')}
            label={t('person.idType')}
            none={t('person.none')}
            options={PERSON_ID_TYPES.map((value) => ({ value, label: t(`person.idTypes.${value}`) }))}
          />
          <DeedText path={at('idNumber')} label={t('person.idNumber')} ltr inputMode="numeric" />
        </>
      )}
      {person && (
        <>
          <DeedDate path={at('birthday')} label={t('person.birthday')} />
          <DeedSelect
            path={at('gender')}
            label={t('person.gender')}
            none={t('person.none')}
            options={GENDERS.map((value) => ({ value, label: t(`person.genders.${value}`) }))}
          />
        </>
      )}
      {kind !== 'class' && (
        <>
          <DeedText path={at('phone')} label={t('person.phone')} ltr inputMode="tel" />
          <DeedText path={at('email')} label={t('person.email')} ltr inputMode="email" />
          <DeedText path={at('position')} label={t('person.position')} />
        </>
      )}
      {withRepresentative && kind === 'entity' && (
        <>
          <DeedText path={at('representativeName')} label={t('person.representativeName')} />
          <DeedText
            path={at('representativeIdNumber')}
            label={t('person.representativeIdNumber')}
            helperText={t('person.representativeHint')}
            ltr
            inputMode="numeric"
          />
        </>
      )}
      {withAddress && kind !== 'class' && (
        <>
          <DeedText
            path={at('address')}
            label={t('person.address')}
            helperText={t('person.addressHint')}
            maxLength={PERSON_ADDRESS_MAX}
            wide
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <NationalAddressFields
              control={control}
              name={at('nationalAddress')}
              title={t('person.nationalAddress')}
              withMap={false}
              optional
            />
          </Box>
        </>
      )}
      {withRatio && <DeedText path={at('ratio')} label={t('person.ratio')} ltr inputMode="decimal" />}
      <DeedText path={at('explanation')} label={t('person.explanation')} multiline maxLength={1000} wide />
    </FieldGrid>
  );
}
