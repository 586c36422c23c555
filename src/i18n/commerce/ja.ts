export default {
  pricing: {
    eyebrow: '価格',
    title: 'すべてのデザイナーとチームのためのプラン',
    lead: '個人向けまたは法人向けのプランをお選びください。価格はお客様の通貨で表示され、税金はお支払い時に加算されます。',
    tabs: { label: 'プランの種類', personal: '個人', enterprise: '法人' },
    period: { month: '/ 月', year: '/ 年' },
    order: { month: '月額で購入', year: '年額で購入' },
    networkType: { ONLINE: 'オンラインライセンス', OFFLINE: 'オフラインライセンス' },
    plans: {
      individual: {
        name: '個人',
        subTitle: 'フリーランスとクリエイター向け',
        chip: '年額 40% オフ',
      },
      student: {
        name: '学生',
        subTitle: '認証済みの学生向け',
        chip: '4 年間で最大 2 回まで購入可能',
      },
      standard: {
        name: '法人スタンダード',
        subTitle: 'チームのための指名ユーザーライセンス',
        chip: '年額 20% 追加',
      },
      network: {
        name: 'ネットワーク',
        subTitle: '自社サーバーで運用するフローティングライセンス',
      },
      linux: { name: 'Linux', subTitle: 'Linux のレンダーファームとパイプライン向け' },
      academic: {
        name: 'アカデミック',
        subTitle: '学校・大学向け',
        chip: '10 本を超えると 50% オフ',
      },
    },
    trial: {
      title: '2 週間無料でお試しください',
      text: 'すべての機能を、お支払い情報なしでご利用いただけます。',
      cta: '無料体験を始める',
    },
    unavailable: {
      title: '現在、価格を表示できません',
      text: '価格表を読み込めませんでした。しばらくしてからもう一度お試しください。',
      retry: '再試行',
    },
  },
}
