import Avatar from '@mui/material/Avatar';

/** Initials on teal when there is no picture: «ع ا» reads better than a grey silhouette. */
export function UserAvatar({
  firstname,
  lastname,
  picture,
  size = 36,
}: {
  firstname?: string | null;
  lastname?: string | null;
  picture?: string | null;
  size?: number;
}) {
  const initials = [firstname, lastname]
    .map((part) => part?.trim().charAt(0) ?? '')
    .filter(Boolean)
    .join('\u200c');
  return (
    <Avatar
      src={picture ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'common.white',
        fontSize: size * 0.38,
        fontWeight: 700,
      }}
    >
      {initials || null}
    </Avatar>
  );
}
