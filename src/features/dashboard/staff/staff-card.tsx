import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { StaffMember } from '@/contracts/staff-accounts';
import { FactList } from '../components/fact-list';

type Props = {
  member: StaffMember;
  /** The signed-in admin's own account: marked, so they know which card is theirs. */
  isSelf: boolean;
  onEdit: (member: StaffMember) => void;
};

/** One staff account, made for a phone: name, role, whether it can sign in, how it signs in. */
export function StaffCard({ member, isSelf, onEdit }: Props) {
  const { t } = useTranslation('dashboard');
  const facts = [
    { label: t('staff.username'), value: <bdi dir="ltr">{member.username}</bdi> },
    ...(member.username === member.phone
      ? []
      : [{ label: t('staff.phone'), value: <bdi dir="ltr">{member.phone}</bdi> }]),
  ];
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 2 }}
      data-testid="staff-card"
      data-active={member.is_active}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h4" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {member.name}
        </Typography>
        {isSelf ? <Chip size="small" label={t('staff.you')} /> : null}
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t(`staff.roles.${member.role}`)}
        />
        <Chip
          size="small"
          variant="outlined"
          color={member.is_active ? 'success' : 'default'}
          label={member.is_active ? t('staff.active') : t('staff.inactive')}
        />
      </Stack>
      <FactList facts={facts} />
      <Button
        startIcon={<EditOutlinedIcon />}
        onClick={() => onEdit(member)}
        aria-label={t('staff.editLabel', { name: member.name })}
        sx={{ mt: 1 }}
      >
        {t('staff.edit')}
      </Button>
    </Paper>
  );
}
