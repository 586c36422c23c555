export default {
  hero: {
    kicker: 'Drape3D 2026 登場',
    title: '3D でデザインし、現実にする。',
    lead: 'ひとつのツールで本物そっくりの衣服をパターン、フィッティング、レンダリング。サンプル作成を数週間から数時間に短縮します。',
    primary: '無料体験を始める',
    secondary: '製品を見る',
    stat1: { value: '200万+', label: 'デザイナー' },
    stat2: { value: '190', label: 'か国' },
    stat3: { value: '80%', label: '物理サンプルを削減' },
  },
  features: {
    eyebrow: 'Drape3D を選ぶ理由',
    title: 'パターンの最初の線から最終レンダリングまで',
    more: '詳しく見る',
    items: {
      effortless: {
        title: '簡単で直感的',
        text: 'いつもどおりにパターンを引けば、すぐに 3D で縫製されます。',
      },
      allInOne: {
        title: 'オールインワン',
        text: '生地、副資材、アバター、フィッティング、レンダリングをひとつのワークスペースで。',
      },
      createFreely: {
        title: '自由に創る',
        text: 'サンプル室なしで、配色、生地、シルエットを数分で試せます。',
      },
      seamless: {
        title: 'シームレスなワークフロー',
        text: 'チームの CAD、PLM、ゲームエンジン、3D ツールとファイルを共有。',
      },
    },
  },
  news: {
    eyebrow: 'ニュースルーム',
    title: '最新ニュース',
    all: 'すべてのニュース',
    empty: 'まだニュースはありません。また後でご確認ください。',
  },
  closing: {
    title: '次のコレクションを 3D でデザインする準備はできましたか？',
    text: '個人向けまたはチーム全体のプランを選ぶか、企業向けプランについてご相談ください。',
    pricing: '価格を見る',
    contact: '営業に相談',
  },
  event: {
    title: '年末イベント',
    text: '12 月末まで、新規年間ライセンスに 3 か月を追加でプレゼント。お見逃しなく。',
    oneDay: '今日は表示しない',
    cta: '特典を見る',
  },
}
