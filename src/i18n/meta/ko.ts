export default {
  default: {
    description: 'Drape3D는 패션, 게임, 영화를 위한 전문 3D 의상 디자인 소프트웨어입니다.',
  },
  home: {
    title: '공식 사이트',
    description:
      'Drape3D로 실물 같은 의상을 3D로 디자인하세요. 패턴, 피팅, 렌더링을 하나의 도구에서.',
  },
  pricing: { title: '가격', description: '개인, 팀, 기업, 교육용 Drape3D 요금제와 가격.' },
  overview: {
    title: '개요',
    description: '2D 패턴으로 만드는 3D 의상, 실제 원단 물리, 렌더링까지 Drape3D가 하는 일.',
  },
  keyfeature: {
    title: '주요 기능',
    description: '패턴 제작, 피팅, 렌더링을 위한 Drape3D의 주요 기능.',
  },
  signin: { title: '로그인', description: 'Drape3D 계정에 로그인하세요.' },
  signup: { title: '회원가입', description: 'Drape3D 계정을 만들고 무료 체험을 시작하세요.' },
  contact: { title: '문의하기', description: 'Drape3D 지원팀과 영업팀에 문의하세요.' },
}
