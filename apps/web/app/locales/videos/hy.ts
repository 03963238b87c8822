/** The video section of the hy catalog. */
export const videoHy = {
  title: 'Տեսանյութեր',
  lead: 'Կարճ ֆիլմեր դինոզավրերի, տառերի և մեզ շրջապատող աշխարհի մասին։',
  emptyTitle: 'Տեսանյութեր դեռ չկան',
  emptyText: 'Տեսանյութեր դեռ չեն ավելացվել։ Դրանք կհայտնվեն այստեղ։',
  categories: 'Թեմաներ',
  all: 'Բոլոր տեսանյութերը',
  shown: 'Ցուցադրված տեսանյութեր՝ {{total}}',
  length: 'Տևողությունը՝ {{time}}',
  play: 'Դիտել «{{title}}»',
  unsupported: 'Այս դիտարկիչը չի կարող ցուցադրել տեսանյութը։',
  youtubePlay: 'Դիտել',
  fromYoutube: 'YouTube-ից',
  youtubeAsk:
    'Այս տեսանյութը YouTube-ից է, որը կարող է տեղադրել իր սեփական քուքի ֆայլերը։ Այստեղ այն կբացվի միայն, եթե Դուք թույլատրեք մարքեթինգային քուքի ֆայլերը։ Երեխաներ, խնդրեք մեծերից մեկին։',
  youtubeAllow: 'Թույլատրել YouTube-ի տեսանյութերը',
  youtubeNotNow: 'Ոչ հիմա',
  youtubeFrame: 'YouTube-ի տեսանյութ՝ {{title}}',
};
