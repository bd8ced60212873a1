const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §9 date format MM/dd/yyyy, with the local time of day: secrets are often created minutes apart. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
