import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useTranslation } from 'react-i18next';
import type { Agenda, ConsultationType } from '@bayan/shared';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useDialog } from '../../../components/dialogs/use-dialog';
import { useLanguage } from '../../../i18n/use-language';
import { useRetireType } from './agendas-api';
import { RefusalAlert, refusalToShow } from './refusal-alert';
import { TypeDialog, type TypeTarget } from './type-dialog';
import { TypeRow } from './type-row';

/** The consultation types patients book on an agenda: add, change, retire (never deleted). */
export function ConsultationTypes({ agenda }: { agenda: Agenda }) {
  const { t } = useTranslation('agendas');
  const { language } = useLanguage();
  const edit = useDialog<TypeTarget>();
  const retire = useDialog<ConsultationType>();
  const retiring = useRetireType();
  const [refusal, setRefusal] = useState<unknown>();
  const nameOf = (type: ConsultationType) => (language === 'ar' ? type.nameAr : type.nameEn);
  const types = [...agenda.consultationTypes].sort((a, b) => Number(a.retired) - Number(b.retired));

  return (
    <Stack component="section" aria-labelledby="consultation-types" spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <Typography id="consultation-types" component="h2" variant="h5">
            {t('types.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('types.intro')}
          </Typography>
        </Stack>
        <Button
          startIcon={<AddRounded />}
          variant="outlined"
          onClick={() => edit.show({ agenda: agenda.id })}
          sx={{ alignSelf: { sm: 'flex-start' }, flexShrink: 0 }}
        >
          {t('types.add')}
        </Button>
      </Stack>
      <RefusalAlert error={refusal} doctor={agenda.doctor.pubkey} />
      {types.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('types.empty')}</Typography>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {types.map((type) => (
          <TypeRow
            key={type.id}
            type={type}
            name={nameOf(type)}
            onEdit={() => edit.show({ type })}
            onRetire={() => retire.show(type)}
          />
        ))}
      </Stack>
      {edit.open && <TypeDialog key={edit.key} dialog={edit} />}
      <ConfirmDialog
        open={retire.open}
        title={t('types.retireTitle')}
        body={retire.item ? t('types.retireBody', { name: nameOf(retire.item) }) : ''}
        confirmLabel={t('types.retireSubmit')}
        destructive
        busy={retiring.isPending || retire.closing}
        onClose={retire.close}
        onConfirm={() => {
          setRefusal(undefined);
          if (retire.item)
            retiring.mutate(retire.item.id, {
              onSuccess: retire.closeAfterSuccess,
              onError: (error) => {
                setRefusal(refusalToShow(error));
                retire.close();
              },
            });
        }}
      />
    </Stack>
  );
}
