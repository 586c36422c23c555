export default {
  hero: {
    kicker: 'Drape3D 2026 출시',
    title: '3D로 디자인하고, 현실로 만드세요.',
    lead: '하나의 도구로 실물 같은 의상을 패턴, 피팅, 렌더링하고 샘플링 기간을 몇 주에서 몇 시간으로 줄이세요.',
    primary: '무료 체험 시작',
    secondary: '제품 살펴보기',
    stat1: { value: '200만+', label: '디자이너' },
    stat2: { value: '190', label: '개 국가' },
    stat3: { value: '80%', label: '실물 샘플 절감' },
  },
  features: {
    eyebrow: '왜 Drape3D인가',
    title: '패턴의 첫 선부터 최종 렌더링까지',
    more: '자세히 보기',
    items: {
      effortless: {
        title: '쉽고 직관적인',
        text: '평소처럼 패턴을 제도하면 즉시 3D로 봉제됩니다.',
      },
      allInOne: {
        title: '올인원',
        text: '원단, 부자재, 아바타, 피팅, 렌더링을 하나의 작업 공간에서.',
      },
      createFreely: {
        title: '자유로운 창작',
        text: '샘플실 없이 몇 분 만에 컬러웨이, 원단, 핏을 시도하세요.',
      },
      seamless: {
        title: '매끄러운 워크플로',
        text: '팀이 쓰는 CAD, PLM, 게임 엔진, 3D 도구와 파일을 공유하세요.',
      },
    },
  },
  news: {
    eyebrow: '뉴스룸',
    title: '최신 뉴스',
    all: '전체 뉴스',
    empty: '아직 뉴스가 없습니다. 곧 다시 확인해 주세요.',
  },
  closing: {
    title: '다음 컬렉션을 3D로 디자인할 준비가 되셨나요?',
    text: '개인 또는 팀 전체를 위한 요금제를 선택하거나, 기업용 플랜을 상담하세요.',
    pricing: '가격 보기',
    contact: '영업팀과 상담',
  },
  event: {
    title: '연말 이벤트',
    text: '12월 말까지 신규 연간 라이선스에 3개월을 추가로 드립니다. 놓치지 마세요.',
    oneDay: '오늘 하루 보지 않기',
    cta: '혜택 보기',
  },
  integrationBlocked: {
    title: '계정 통합을 사용할 수 없습니다',
    text: '이 계정은 클라우드 워드로브 플랫폼과 연결할 수 없습니다. 통합이 차단된 계정입니다. Drape3D 계정으로 로그인하시거나 문의해 주시면 도와드리겠습니다.',
    contact: '문의하기',
    close: '닫기',
  },
}
