/** The games section of the hy catalog. */
export const gamesHy = {
  title: 'Խաղեր',
  lead: 'Կարճ խաղեր դինոզավրերի հետ՝ ցատկելու, հաշվելու, զույգեր գտնելու և մտածելու համար։',
  emptyTitle: 'Խաղեր դեռ չկան',
  emptyText: 'Խաղեր դեռ չեն ավելացվել։ Դրանք կհայտնվեն այստեղ։',
};
