/** The video section of the hy catalog. */
export const videoHy = {
  title: 'Տեսանյութեր',
  lead: 'Կարճ ֆիլմեր դինոզավրերի, տառերի և մեզ շրջապատող աշխարհի մասին։',
  emptyTitle: 'Տեսանյութեր դեռ չկան',
  emptyText: 'Տեսանյութեր դեռ չեն ավելացվել։ Դրանք կհայտնվեն այստեղ։',
};
