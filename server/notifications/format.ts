/** MB as the notices say it: '18.40 GB'. */
export const formatGb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`
